import { managementAboutYouForm } from './about-you';
import { managementAddressForm } from './address';
import { managementClaimsForm } from './claims';
import { managementDriversForm } from './drivers';
import { managementNoClaimsDiscountForm } from './no-claims-discount';
import { managementStartDateForm } from './start-date';
import { managementUsageForm } from './usage';
import { managementVehicleForm } from './vehicle';

export { ADMIN_ONLY_READ_ONLY, CLAIMS_READ_ONLY, VEHICLE_READ_ONLY } from './read-only';
export {
  managementAboutYouForm,
  managementAddressForm,
  managementClaimsForm,
  managementDriversForm,
  managementNoClaimsDiscountForm,
  managementStartDateForm,
  managementUsageForm,
  managementVehicleForm,
};

/** The management sections of a policy, in the order the management index lists them. */
export const MANAGEMENT_SECTIONS = [
  managementVehicleForm,
  managementAboutYouForm,
  managementDriversForm,
  managementAddressForm,
  managementUsageForm,
  managementNoClaimsDiscountForm,
  managementClaimsForm,
  managementStartDateForm,
] as const;
