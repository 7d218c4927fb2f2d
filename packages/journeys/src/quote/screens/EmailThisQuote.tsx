import { getValue } from '@brand/forms';
import { Button, Notification } from '@brand/ui';
import { useId, useState } from 'react';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { initialEmailQuoteState, selectEmailQuoteState, sendQuoteEmail } from '../emailQuoteSlice';
import type { Proposal } from '../quoteApi';

/**
 * "Email me this quote" on the quote page (spec 000 §7 retain): emails the quote, with its
 * reference and how to come back to it, to the address given in About you (the platform sends to
 * no other), and then says where it went. One Idempotency-Key per press until it succeeds, so a
 * retry after a failed call is the same press; the platform also treats a second press within a
 * couple of minutes as the first. The outcome is announced: success in a status region that is
 * always on the page, a failure as an alert.
 */
export function EmailThisQuote({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const headingId = useId();
  // This page's last press: the store outlives the page, so a page shows only its own outcome.
  const [press, setPress] = useState<string | null>(null);
  const current = useJourneySelector(selectEmailQuoteState);
  const { outcome } =
    press !== null && current.requestId === press ? current : initialEmailQuoteState;
  const email = getValue(proposal.data, 'policyholder.email');
  // Without an address (not given yet) there is nowhere to send it.
  if (typeof email !== 'string' || email === '') return null;

  const send = () => {
    if (outcome === 'sending') return;
    setPress(dispatch(sendQuoteEmail({ proposalCode: proposal.proposalCode, email })).requestId);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('retrieve.emailQuote.title')}</h2>
      <p>{t('retrieve.emailQuote.body', { email })}</p>
      {outcome === 'failed' || outcome === 'tooMany' ? (
        <Notification tone={outcome === 'failed' ? 'critical' : 'warning'}>
          <p>{t(`retrieve.emailQuote.${outcome}`)}</p>
        </Notification>
      ) : null}
      {/* Always on the page, so the sentence put in it is read out when it arrives. */}
      <div role="status">
        {outcome === 'sent' ? (
          <Notification tone="success" announce={false}>
            <p>{t('retrieve.emailQuote.sent', { email })}</p>
          </Notification>
        ) : null}
      </div>
      <Button
        variant="secondary"
        onClick={send}
        loading={outcome === 'sending'}
        disabled={outcome === 'sending'}
      >
        {t('retrieve.emailQuote.action')}
      </Button>
    </section>
  );
}
