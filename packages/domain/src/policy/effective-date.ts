import { DateTime } from 'luxon';
import {
  type DateInput,
  isBeforeLondonDay,
  londonDateTime,
  londonToday,
  toLondon,
} from '../dates/london';
import { EFFECTIVE_DATE_WINDOW_DAYS, type EffectiveDateChoice } from '../enums';
import { ConfigurationError } from '../errors';
import type { PolicyDetail } from './policy-summary';

// The window is kept with the choices; its rules' module names it too, as it always has.
export { EFFECTIVE_DATE_WINDOW_DAYS };

/** The policy dates an adjustment's effective date is checked against (ISO strings or dates). */
export type EffectiveDatePolicy = {
  inceptedAt?: DateInput | null;
  expiredAt?: DateInput | null;
};

/** Why an other-date effective date is refused; messages show the inception and expiry dates. */
export type OtherEffectiveDateProblem =
  | 'invalid'
  | 'beforeInception'
  | 'tooFarAhead'
  | 'afterExpiry';

function readDate(value: unknown): DateTime | null {
  if (typeof value === 'string' || value instanceof Date || DateTime.isDateTime(value)) {
    return toLondon(value);
  }
  return null;
}

/**
 * Null when `date` may be an admin's other-date effective date, else the first rule it breaks, in
 * the spec's order: a valid date; on or after the inception day; a day before today plus
 * EFFECTIVE_DATE_WINDOW_DAYS; and its 00:00 London (when it takes effect) before the expiry
 * instant. A missing policy date skips its rule. Never throws on the chosen date (only on a bad `now`).
 */
export function checkOtherEffectiveDate(
  date: unknown,
  policy: EffectiveDatePolicy,
  now: DateInput = new Date(),
): OtherEffectiveDateProblem | null {
  const chosen = readDate(date);
  if (!chosen) return 'invalid';
  const day = chosen.startOf('day');
  const inception = readDate(policy.inceptedAt);
  if (inception && isBeforeLondonDay(day, inception)) return 'beforeInception';
  if (day >= londonToday(now).plus({ days: EFFECTIVE_DATE_WINDOW_DAYS })) return 'tooFarAhead';
  const expiry = readDate(policy.expiredAt);
  if (expiry && day >= expiry) return 'afterExpiry';
  return null;
}

/** True when `date` passes every other-date rule; never throws. */
export function isValidOtherEffectiveDate(
  date: unknown,
  policy: EffectiveDatePolicy,
  now: DateInput = new Date(),
): boolean {
  return checkOtherEffectiveDate(date, policy, now) === null;
}

/**
 * The ISO instant an admin's choice takes effect: now, the inception, or 00:00 London on the other
 * date. Throws RangeError when an other date breaks a rule (check it first) or the policy has no
 * inception to backdate to, and ConfigurationError for an unknown choice.
 */
export function resolveEffectiveDate(
  choice: EffectiveDateChoice,
  policy: EffectiveDatePolicy,
  otherDate?: DateInput | null,
  now: DateInput = new Date(),
): string {
  switch (choice) {
    case 'immediately':
      return londonDateTime(now).toISO() as string;
    case 'backdate-to-inception':
      if (policy.inceptedAt === null || policy.inceptedAt === undefined) {
        throw new RangeError('Cannot backdate: the policy has no inception date');
      }
      return londonDateTime(policy.inceptedAt).toISO() as string;
    case 'other-date': {
      const problem = checkOtherEffectiveDate(otherDate, policy, now);
      if (problem)
        throw new RangeError(`Effective date refused (${problem}): ${String(otherDate)}`);
      return londonDateTime(otherDate as DateInput)
        .startOf('day')
        .toISO() as string;
    }
    default:
      throw new ConfigurationError(`Unknown effective-date choice: ${String(choice)}`);
  }
}

/** The policy fields that tell whether a policy has started. */
export type StartablePolicy = { policyDetail: Pick<PolicyDetail, 'policyStatus' | 'inceptedAt'> };

/**
 * True once cover has begun: the inception instant has passed. Without an inception date only
 * a PENDING status means not started.
 */
export function hasPolicyStarted(policy: StartablePolicy, now: DateInput = new Date()): boolean {
  const inception = toLondon(policy.policyDetail.inceptedAt);
  if (!inception) return policy.policyDetail.policyStatus !== 'PENDING';
  return inception <= londonDateTime(now);
}

/**
 * Before a policy starts every change takes effect at its start: returns the inception (ISO) then,
 * and null once it has started (the change is immediate, or an admin chooses the date). Throws
 * RangeError for a PENDING policy without an inception date, whose start is unknown.
 */
export function adjustmentTakesEffectAt(
  policy: StartablePolicy,
  now: DateInput = new Date(),
): string | null {
  if (hasPolicyStarted(policy, now)) return null;
  return londonDateTime(policy.policyDetail.inceptedAt ?? '').toISO() as string;
}

/** True when the adjusted version starts on a later London day than today (the success page says deferred); never throws. */
export function isDeferredChange(
  newVersionStartedAt: unknown,
  now: DateInput = new Date(),
): boolean {
  const start = readDate(newVersionStartedAt);
  const today = toLondon(now);
  return start !== null && today !== null && start.startOf('day') > today.startOf('day');
}
