import { aboutYouForm } from './about-you';
import { additionalDriverProfileForm, additionalDriversForm } from './additional-drivers';
import { beforeWeBeginForm } from './before-we-begin';
import { claimsHistoryForm } from './claims-history';
import { contactDetailsForm } from './contact-details';
import { drivingLicenceForm } from './driving-licence';
import { promotionForm } from './promotion';
import { startDateForm } from './start-date';
import { yourCarForm } from './your-car';
import { yourCoverForm } from './your-cover';

export { ADDITIONAL_DRIVERS_INPUT, additionalDriversInput } from './additional-drivers';
export {
  aboutYouForm,
  additionalDriverProfileForm,
  additionalDriversForm,
  beforeWeBeginForm,
  claimsHistoryForm,
  contactDetailsForm,
  drivingLicenceForm,
  promotionForm,
  startDateForm,
  yourCarForm,
  yourCoverForm,
};

/** The disclosure sections of both schemes, in the order the journey shows them. */
export const DISCLOSURE_SECTIONS = [
  beforeWeBeginForm,
  yourCarForm,
  aboutYouForm,
  additionalDriversForm,
  claimsHistoryForm,
  drivingLicenceForm,
  contactDetailsForm,
  yourCoverForm,
  startDateForm,
  promotionForm,
] as const;
