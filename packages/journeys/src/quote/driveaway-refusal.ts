// A second drive-away for the same person (spec 000 §4 step 4: only one drive-away policy is
// allowed per customer). The platform refuses it as soon as it knows the person (a 409 naming
// the failing check on the save of About you or the contact details, or on a signed-in start)
// and again at the summary's verify step; both show the same dialog with the check's message.

import type { CallFailure } from '../shared/call-failure';
import { DRIVEAWAY_CHECK_MESSAGES } from './quote-routing';

/** The platform's drive-away checks, the stronger reason first (a live policy, then a past one). */
export const DRIVEAWAY_REFUSAL_CHECKS = ['driveawayMaximumPolicies', 'driveawayPriorPolicies'];

/** The problem code of the early refusal on a check: `proposal.<check>`. */
const REFUSAL_CODE_PREFIX = 'proposal.';

/** The drive-away check a failed call was refused on, or null for any other failure. */
export function driveawayRefusalOfFailure(failure: CallFailure | null): string | null {
  const code = failure?.status === 409 ? failure.code : undefined;
  if (!code?.startsWith(REFUSAL_CODE_PREFIX)) return null;
  const check = code.slice(REFUSAL_CODE_PREFIX.length);
  return DRIVEAWAY_REFUSAL_CHECKS.includes(check) ? check : null;
}

/** The first drive-away check a verification failed, or null when none did. */
export function driveawayRefusalOfChecks(
  checks: readonly { check: string; result: string }[],
): string | null {
  return (
    DRIVEAWAY_REFUSAL_CHECKS.find((name) =>
      checks.some((check) => check.check === name && check.result === 'CONSIDER'),
    ) ?? null
  );
}

/** The message key of a drive-away check (the drive-away translation set holds the texts). */
export function driveawayRefusalMessage(check: string): string {
  return DRIVEAWAY_CHECK_MESSAGES[check] ?? 'errors.verificationFailed.default';
}
