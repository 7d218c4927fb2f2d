import { isSameLondonDay, londonDateTime } from '../dates/london';
import { COVER_TERMS, type CoverPeriod, type CoverPeriodInput, coverPeriod } from './cover-period';

/**
 * What `continuingCoverPeriod` needs: `coverPeriod`'s input and, for cover that follows on from a
 * policy (a drive-away's upgrade to flex), the instant that policy ends (ISO 8601), else null.
 */
export type ContinuingCoverPeriodInput = CoverPeriodInput & {
  continuesFrom: string | null | undefined;
};

/**
 * When cover that continues a policy runs. It starts the instant the earlier cover ends, so the
 * two neither overlap nor leave a gap: coverPeriod's "a later day starts at 00:00" would start
 * flex at midnight on the drive-away's last day, hours before the drive-away ends, and charge
 * twice for them. The rule holds while the chosen start date is the day the earlier cover ends
 * and that end is still to come; any other date (the customer chose another day, or the earlier
 * cover has already ended) is ordinary cover and follows coverPeriod. The end is one term later at
 * the same London wall-clock minute, as coverPeriod counts it.
 */
export function continuingCoverPeriod({
  scheme,
  startDate,
  now,
  continuesFrom,
}: ContinuingCoverPeriodInput): CoverPeriod {
  if (!continuesFrom) return coverPeriod({ scheme, startDate, now });
  const from = londonDateTime(continuesFrom);
  const stillToCome = from.toMillis() > londonDateTime(now).toMillis();
  if (!stillToCome || !isSameLondonDay(startDate, from)) {
    return coverPeriod({ scheme, startDate, now });
  }
  const term = COVER_TERMS[scheme];
  return {
    immediate: false,
    startAt: from.toUTC().toISO() as string,
    endAt: from
      .plus({ [term.unit]: term.length })
      .toUTC()
      .toISO() as string,
  };
}
