import type { Permission } from '@brand/domain';
import type { Condition } from '@brand/forms';
import { DRIVEAWAY_SCHEME_CODE } from '../schemes';

/** The permission an admin needs to edit claims on a policy (spec 001 §5). */
export const MTA_CLAIMS_PERMISSION = 'action:mta-claims' satisfies Permission;

/** Holds on the drive-away scheme. */
export const ON_DRIVEAWAY: Condition = { kind: 'scheme', schemeCodes: [DRIVEAWAY_SCHEME_CODE] };

/** Holds for visitors who are not signed in. */
export const ANONYMOUS_ONLY: Condition = { kind: 'anonymous' };

/** Holds for customers (not admins): the read-only condition of fields only an admin may change. */
export const NOT_ADMIN: Condition = { kind: 'not', condition: { kind: 'admin' } };

/** Holds while an input has one of the values. */
export function valueIn(input: string, values: readonly unknown[]): Condition {
  return { kind: 'value', input, values };
}

/** Holds while an input (or a path inside its value) has a value (`defined`) or has none. */
export function valueDefined(input: string, defined: boolean): Condition {
  return { kind: 'value', input, defined };
}
