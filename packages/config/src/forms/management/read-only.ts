import type { Condition } from '@brand/forms';
import { MTA_CLAIMS_PERMISSION, NOT_ADMIN, ON_DRIVEAWAY } from '../conditions';

/** The vehicle of a policy is changed only by an admin, and never on drive-away cover. */
export const VEHICLE_READ_ONLY: Condition = { kind: 'some', conditions: [NOT_ADMIN, ON_DRIVEAWAY] };

/** Claims on a policy are changed only by an admin holding action:mta-claims. */
export const CLAIMS_READ_ONLY: Condition = {
  kind: 'not',
  condition: { kind: 'adminPermission', has: [MTA_CLAIMS_PERMISSION], default: false },
};

/** Name, date of birth and no-claims discount are changed only by an admin. */
export const ADMIN_ONLY_READ_ONLY: Condition = NOT_ADMIN;
