import { continuingCoverPeriod, type SchemeUrlName } from '@brand/domain';
import { type FormValues, getValue, setValue } from '@brand/forms';

/**
 * Where a proposal that continues a policy (a drive-away's flex upsell) keeps the instant that
 * policy ends. It lives with the answers, which every rating, bind and screen already reads, but no
 * form asks for it: a PATCH cannot set it (unknown paths are refused) and the platform sets it.
 */
export const COVER_CONTINUES_FROM = 'coverContinuesFrom';

/** The instant the cover a proposal continues ends, or null for ordinary cover. */
export function coverContinuesFromOf(data: FormValues): string | null {
  const value = getValue(data, COVER_CONTINUES_FROM);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The answers with the continued cover's end recorded. */
export function withCoverContinuesFrom(data: FormValues, endsAt: string): FormValues {
  return setValue(data, COVER_CONTINUES_FROM, endsAt);
}

/**
 * A proposal's cover period by the domain's rule: coverPeriod for ordinary cover, and for a
 * continuation the instant the earlier cover ends (continuingCoverPeriod).
 */
export function proposalCoverPeriod(
  scheme: SchemeUrlName,
  data: FormValues,
  startDate: string,
  now: Date,
) {
  return continuingCoverPeriod({
    scheme,
    startDate,
    now,
    continuesFrom: coverContinuesFromOf(data),
  });
}
