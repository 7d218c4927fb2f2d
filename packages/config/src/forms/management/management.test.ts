import { isInputReadOnly, visibleInputs } from '@brand/forms';
import { DRIVEAWAY_SCHEME_CODE, FLEX_SCHEME_CODE } from '../../schemes';
import { managementAboutYouForm } from './about-you';
import { managementClaimsForm } from './claims';
import { managementNoClaimsDiscountForm } from './no-claims-discount';
import { managementStartDateForm } from './start-date';
import { managementVehicleForm } from './vehicle';

const customer = { schemeCode: FLEX_SCHEME_CODE, isAdmin: false };
const admin = { schemeCode: FLEX_SCHEME_CODE, isAdmin: true, permissions: [] };

function readOnly(
  form: { inputs: readonly Parameters<typeof isInputReadOnly>[0][] },
  name: string,
  context: object,
) {
  const input = form.inputs.find((candidate) => candidate.name === name);
  if (!input) throw new Error(`no input ${name}`);
  return isInputReadOnly(input, {}, context);
}

describe('management sections', () => {
  it('let only an admin change the vehicle, and nobody on drive-away', () => {
    expect(readOnly(managementVehicleForm, 'vehicle', customer)).toBe(true);
    expect(readOnly(managementVehicleForm, 'vehicle', admin)).toBe(false);
    expect(
      readOnly(managementVehicleForm, 'vehicle', { ...admin, schemeCode: DRIVEAWAY_SCHEME_CODE }),
    ).toBe(true);
  });

  it('let only an admin with action:mta-claims change claims', () => {
    const claims = 'policyholder.vehicleClaimsHistory';
    expect(readOnly(managementClaimsForm, claims, customer)).toBe(true);
    expect(readOnly(managementClaimsForm, claims, admin)).toBe(true);
    expect(
      readOnly(managementClaimsForm, claims, { ...admin, permissions: ['action:mta-claims'] }),
    ).toBe(false);
  });

  it.each([
    [managementAboutYouForm, 'policyholder.name'],
    [managementAboutYouForm, 'policyholder.dateOfBirth'],
    [managementNoClaimsDiscountForm, 'vehicle.noClaimsDiscount'],
  ] as const)('keep %s read-only unless admin', (form, name) => {
    expect(readOnly(form, name, customer)).toBe(true);
    expect(readOnly(form, name, admin)).toBe(false);
  });

  it('let the customer change their other details', () => {
    expect(readOnly(managementAboutYouForm, 'policyholder.maritalStatus', customer)).toBe(false);
  });

  it('offer the start date only before the policy starts', () => {
    expect(visibleInputs(managementStartDateForm, {}, { policyStarted: false })).toHaveLength(1);
    expect(visibleInputs(managementStartDateForm, {}, { policyStarted: true })).toHaveLength(0);
  });

  it('need the registration of a policy vehicle', () => {
    const vehicle = managementVehicleForm.inputs.find((input) => input.name === 'vehicle');
    expect(vehicle?.validation?.vehicleTabs).toEqual({ vrnRequired: true });
  });
});
