// What the buying journey says about when cover runs. Every screen reads it from here, and here
// from the domain's one rule (coverPeriod) and its one format (formatCoverTime), so the quote, the
// summary, the success page and the policy email agree to the minute.

import { continuingCoverPeriod, formatCoverDay, formatCoverTime } from '@brand/domain';
import type { Translate } from '@brand/forms';
import type { DefinitionRow } from '@brand/ui';
import { schemeOf } from '../shared/proposal-model';
import type { Proposal } from './quoteApi';

type CoverProposal = Pick<Proposal, 'schemeCode' | 'data' | 'startAt' | 'endAt'>;

/** The instant the cover a proposal continues ends (the platform's `coverContinuesFrom`), or null. */
function coverContinuesFromOf(proposal: CoverProposal): string | null {
  const value = proposal.data.coverContinuesFrom;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The start and end rows of a proposal not yet bought. A start today is the moment of purchase,
 * which has not happened yet, so no time is invented for it: it "starts when you buy" and ends at
 * that same time of day one term later. A later day starts at 00:00 London time.
 */
export function coverPeriodRows(
  proposal: CoverProposal,
  t: Translate,
  now: Date = new Date(),
): DefinitionRow[] {
  const startDate = proposal.data.startDate;
  const period =
    typeof startDate === 'string'
      ? continuingCoverPeriod({
          scheme: schemeOf(proposal),
          startDate,
          now,
          // A drive-away's flex upsell starts the instant the drive-away ends (the platform's rule).
          continuesFrom: coverContinuesFromOf(proposal),
        })
      : null;
  return [
    {
      id: 'start',
      term: t('proposal.summary.start'),
      description: !period
        ? ''
        : period.immediate
          ? t('proposal.summary.immediate')
          : formatCoverTime(period.startAt),
    },
    {
      id: 'end',
      term: t('proposal.summary.end'),
      description: !period
        ? ''
        : period.immediate
          ? t('proposal.summary.endsSameTimeOn', { date: formatCoverDay(period.endAt) })
          : formatCoverTime(period.endAt),
    },
  ];
}

/**
 * The success page's sentence: the policy's own start and end as the platform bound them (the
 * times the email states), in the past tense once cover has started.
 */
export function boughtCoverText(
  proposal: CoverProposal,
  t: Translate,
  email: string,
  now: Date = new Date(),
): string {
  if (!proposal.startAt || !proposal.endAt) return t('proposal.success.noPeriod', { email });
  const started = new Date(proposal.startAt).getTime() <= now.getTime();
  return t(started ? 'proposal.success.immediate' : 'proposal.success.deferred', {
    start: formatCoverTime(proposal.startAt),
    end: formatCoverTime(proposal.endAt),
    email,
  });
}
