import { type DateInput, startOfLondonDay, toLondon } from '../dates/london';
import type { CancellationStartAt } from '../enums';
import { ConfigurationError } from '../errors';
import { isPolicyEnded } from './policy-end';
import type { PolicyDetail } from './policy-summary';

/** A Standard rule always allows cancelling a live policy. */
export type StandardCancellationRule = { type: 'Standard' };

/** A CoolingOff rule allows cancelling while fewer than `days` London days have passed since `startAt`. */
export type CoolingOffCancellationRule = {
  type: 'CoolingOff';
  days: number;
  startAt: CancellationStartAt;
};

/** The cancellation rule of a product configuration. */
export type CancellationRule = StandardCancellationRule | CoolingOffCancellationRule;

/** The policy fields the cancellation rule reads. */
export type CancellablePolicy = {
  policyDetail: Pick<PolicyDetail, 'policyStatus' | 'inceptedAt' | 'createdAt' | 'terminatedAt'>;
};

/** The message of the ConfigurationError raised when a cancellation is attempted that the rule forbids. */
export const CANCELLATION_NOT_ALLOWED_MESSAGE = 'Cancellation is not allowed for this policy';

/**
 * Whole London calendar days from the cooling-off start (inception, or creation for Bind) to `now`,
 * or null when the policy lacks that date. Counted by day, not by 24-hour periods, so the clock
 * change and the hour of binding do not move the deadline. Negative before a future inception.
 */
export function coolingOffDaysPassed(
  policy: CancellablePolicy,
  startAt: CancellationStartAt,
  now: DateInput = new Date(),
): number | null {
  const { inceptedAt, createdAt } = policy.policyDetail;
  const start = toLondon(startAt === 'Bind' ? createdAt : inceptedAt);
  if (!start) return null;
  return Math.round(startOfLondonDay(now).diff(start.startOf('day'), 'days').days);
}

function coolingOffAllows(
  policy: CancellablePolicy,
  rule: CoolingOffCancellationRule,
  now: DateInput,
): boolean {
  if (!Number.isInteger(rule.days) || rule.days < 0) {
    throw new ConfigurationError(`Cooling-off days must be a whole number: ${String(rule.days)}`);
  }
  if (rule.startAt !== 'Inception' && rule.startAt !== 'Bind') {
    throw new ConfigurationError(`Unknown cooling-off start: ${String(rule.startAt)}`);
  }
  const passed = coolingOffDaysPassed(policy, rule.startAt, now);
  // Without the start date we cannot show the period is still open, so we do not offer it.
  return passed !== null && passed < rule.days;
}

/**
 * True when the policy may be cancelled now: it is neither terminated nor ended, and its rule allows
 * it. Throws ConfigurationError for an unknown rule type or a malformed cooling-off rule.
 */
export function canCancelPolicy(
  policy: CancellablePolicy,
  rule: CancellationRule,
  now: DateInput = new Date(),
): boolean {
  const { policyStatus, terminatedAt } = policy.policyDetail;
  const live = !terminatedAt && !isPolicyEnded(policyStatus);
  switch (rule.type) {
    case 'Standard':
      return live;
    case 'CoolingOff':
      return live && coolingOffAllows(policy, rule, now);
    default:
      throw new ConfigurationError(
        `Unknown cancellation rule type: ${String((rule as { type?: unknown }).type)}`,
      );
  }
}

/** Throws ConfigurationError unless `canCancelPolicy` allows the cancellation (the spec's configuration error). */
export function assertCancellationAllowed(
  policy: CancellablePolicy,
  rule: CancellationRule,
  now: DateInput = new Date(),
): void {
  if (!canCancelPolicy(policy, rule, now)) {
    throw new ConfigurationError(CANCELLATION_NOT_ALLOWED_MESSAGE);
  }
}
