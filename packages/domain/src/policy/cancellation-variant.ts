import type { DateInput } from '../dates/london';
import type { CancellationType } from '../enums';
import { ConfigurationError } from '../errors';
import {
  CANCELLATION_NOT_ALLOWED_MESSAGE,
  type CancellablePolicy,
  type CancellationRule,
  type CoolingOffCancellationRule,
  canCancelPolicy,
} from './cancellation';

/** The statutory cooling-off period of a contract of insurance, in days (ICOBS 7.1.3R). */
export const COOLING_OFF_DAYS = 14;

/**
 * A product's cancellation rules: its own rule, and the cooling-off periods that come before it
 * (ADR 0039). Flex has a Standard rule with two 14-day cooling-off periods, from inception and
 * from the bind (when the documents are received); drive-away has none.
 */
export type CancellationRules = CancellationRule & {
  readonly coolingOff?: readonly CoolingOffCancellationRule[];
};

/**
 * How the policy may be cancelled now: CoolingOff while any cooling-off period is open (a reason
 * only, cover ends at once, all paid comes back), else the product's own rule's type (Standard: a
 * reason and a day, pro-rata), or null when the policy may not be cancelled (ended, terminated, or
 * a CoolingOff product past its days). Throws ConfigurationError for a malformed rule.
 */
export function cancellationVariant(
  policy: CancellablePolicy,
  rules: CancellationRules,
  now: DateInput = new Date(),
): CancellationType | null {
  if ((rules.coolingOff ?? []).some((rule) => canCancelPolicy(policy, rule, now))) {
    return 'CoolingOff';
  }
  return canCancelPolicy(policy, rules, now) ? rules.type : null;
}

/** The variant, or the spec's configuration error when the cancellation is not allowed. */
export function requireCancellationVariant(
  policy: CancellablePolicy,
  rules: CancellationRules,
  now: DateInput = new Date(),
): CancellationType {
  const variant = cancellationVariant(policy, rules, now);
  if (variant === null) throw new ConfigurationError(CANCELLATION_NOT_ALLOWED_MESSAGE);
  return variant;
}
