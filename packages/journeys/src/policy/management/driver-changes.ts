// The drivers section of a policy (spec 001 §2 "Management routes", §5 "Additional drivers"): the
// additional drivers named in the policy's answers, whether another may be added (up to the
// product's maxAdditionalProfiles; the add action is hidden at it), which page a profile route
// shows, and each add, edit or removal as the adjustment the platform prices. Every change sends
// the whole drivers answer, so the platform validates the list as the drivers form does.
import { ADDITIONAL_DRIVERS_INPUT, productConfigFor } from '@brand/config';
import { deepEqual, type FormValues } from '@brand/forms';
import {
  type DriverItem,
  driverByCode,
  driversAfterSave,
  driversOf,
} from '../../quote/additional-drivers';
import type { Policy } from '../policyApi';
import type { AdjustmentRequest } from './adjustment-types';
import { policyAnswersOf } from './management-model';

export type { DriverItem } from '../../quote/additional-drivers';

/** The additional drivers on the policy, each with the code its page is addressed by. */
export function policyDriversOf(policy: Pick<Policy, 'currentPolicyVersion'>): DriverItem[] {
  return driversOf(policyAnswersOf(policy)).items;
}

/** The most additional drivers the policy's product allows. */
export function maxDriversOf(policy: Pick<Policy, 'productUrlName'>): number {
  return productConfigFor(policy.productUrlName).maxAdditionalProfiles;
}

/** True while another driver may be added to the policy. */
export function canAddDriverTo(
  policy: Pick<Policy, 'productUrlName'>,
  drivers: readonly DriverItem[],
): boolean {
  return drivers.length < maxDriversOf(policy);
}

/** What a drivers profile route shows: the add form, one driver's form, or the list instead. */
export type DriverProfilePage =
  | { kind: 'add' }
  | { kind: 'edit'; driver: DriverItem }
  /** An unknown driver (spec 001 §8: a missing profile goes to the parent), or adding at the limit. */
  | { kind: 'toList' };

/** The page of `profile` (null: add) or `profile/{profileCode}` (edit). */
export function driverProfilePageOf(
  policy: Pick<Policy, 'productUrlName' | 'currentPolicyVersion'>,
  profileCode: string | null,
): DriverProfilePage {
  const drivers = policyDriversOf(policy);
  if (profileCode === null) {
    return canAddDriverTo(policy, drivers) ? { kind: 'add' } : { kind: 'toList' };
  }
  const driver = driverByCode(drivers, profileCode);
  return driver ? { kind: 'edit', driver } : { kind: 'toList' };
}

type DriverRequest = Omit<AdjustmentRequest, 'effectiveAt'>;

function driversUpdate(items: readonly DriverItem[]) {
  // None left is "no other drivers": the form refuses a "yes" without a driver.
  return [
    { path: ADDITIONAL_DRIVERS_INPUT, value: { answer: items.length > 0, items: [...items] } },
  ];
}

/**
 * The adjustment saving a driver's form: a new driver (ADDITIONAL_PROFILE_CREATE_CHANGE, with the
 * first free code) or an edited one (ADDITIONAL_PROFILE_DISCLOSURE_CHANGE); null when an edit
 * changed nothing.
 */
export function driverSaveRequest(
  policy: Pick<Policy, 'policyId' | 'currentPolicyVersion'>,
  profileCode: string | null,
  values: FormValues,
): DriverRequest | null {
  const { profileCode: _code, ...answers } = values;
  const drivers = policyDriversOf(policy);
  const before = profileCode === null ? undefined : driverByCode(drivers, profileCode);
  if (before) {
    const { profileCode: _same, ...was } = before;
    if (deepEqual(answers, was)) return null;
  }
  const items = driversAfterSave(drivers, before ? before.profileCode : null, answers);
  const code = before ? before.profileCode : (items.at(-1)?.profileCode as string);
  return {
    adjustmentType: 'MTA',
    policyId: policy.policyId,
    changes: [
      {
        type: before ? 'ADDITIONAL_PROFILE_DISCLOSURE_CHANGE' : 'ADDITIONAL_PROFILE_CREATE_CHANGE',
        profileCode: code,
        update: driversUpdate(items),
      },
    ],
  };
}

/** The adjustment removing a driver (REMOVE_PROFILE: the platform takes them off the list). */
export function driverRemovalRequest(
  policy: Pick<Policy, 'policyId'>,
  profileCode: string,
): DriverRequest {
  return {
    adjustmentType: 'MTA',
    policyId: policy.policyId,
    changes: [{ type: 'REMOVE_PROFILE', profileCode }],
  };
}
