import {
  checkOtherEffectiveDate,
  EFFECTIVE_DATE_WINDOW_DAYS,
  isBeforeLondonDay,
  type OtherEffectiveDateProblem,
} from '@brand/domain';
import { DateTime } from 'luxon';
import { ApiError } from '../../http/problem';
import type { PolicyRecord } from '../policy-records';

function londonDate(iso: string | null): string {
  return iso
    ? DateTime.fromISO(iso, { zone: 'Europe/London' }).toFormat('d MMMM yyyy')
    : 'the end of cover';
}

function refused(problem: OtherEffectiveDateProblem, policy: PolicyRecord): ApiError {
  const messages: Record<OtherEffectiveDateProblem, string> = {
    invalid: 'The effective date is not a valid date.',
    beforeInception: `The effective date must be on or after the start of cover, ${londonDate(policy.inceptedAt)}.`,
    tooFarAhead: `The effective date must be within ${EFFECTIVE_DATE_WINDOW_DAYS} days from today.`,
    afterExpiry: `The effective date must be before the end of cover, ${londonDate(policy.expiredAt)}.`,
  };
  return new ApiError('bad-request', messages[problem], {
    code: `adjustment.effectiveDate.${problem}`,
  });
}

/**
 * When an adjustment takes effect (spec 001 §4, §5): before the policy starts, at its start
 * whatever was asked; once started, now unless a date is chosen. A chosen date is on or after the
 * inception day, within EFFECTIVE_DATE_WINDOW_DAYS of today and before the expiry. Only an agent
 * may backdate (to the inception at the earliest); a customer's date earlier today means now, and
 * an earlier day is refused.
 *
 * `latestStartedAt` is when the policy's latest version takes effect. While it is still to come,
 * a new change builds on that waiting version, so, as before the start, it takes effect then at
 * the earliest (ADR 0041): otherwise the waiting change would come into force early with it.
 */
export function adjustmentEffectiveAt(
  policy: PolicyRecord,
  requested: string | undefined,
  agent: boolean,
  now: Date,
  latestStartedAt: string,
): string {
  const asked = askedEffectiveAt(policy, requested, agent, now);
  // Before the start every change takes effect at the start, whatever start the latest version
  // names (a start-date change may have moved it since): nothing is waiting yet.
  if (new Date(policy.inceptedAt) > now) return asked;
  const waiting = new Date(latestStartedAt);
  return waiting > now && new Date(asked) < waiting ? waiting.toISOString() : asked;
}

function askedEffectiveAt(
  policy: PolicyRecord,
  requested: string | undefined,
  agent: boolean,
  now: Date,
): string {
  const nowIso = now.toISOString();
  const inception = new Date(policy.inceptedAt).getTime();
  if (inception > now.getTime()) return policy.inceptedAt;
  if (requested === undefined) return nowIso;
  const problem = checkOtherEffectiveDate(requested, policy, now);
  if (problem) throw refused(problem, policy);
  const at = new Date(requested);
  if (at.getTime() >= now.getTime()) return at.toISOString();
  if (!agent) {
    if (isBeforeLondonDay(at, now)) {
      throw new ApiError(
        'bad-request',
        'A change takes effect from today or a later day: only our team can backdate it.',
        { code: 'adjustment.effectiveDate.inPast' },
      );
    }
    return nowIso;
  }
  return at.getTime() < inception ? policy.inceptedAt : at.toISOString();
}
