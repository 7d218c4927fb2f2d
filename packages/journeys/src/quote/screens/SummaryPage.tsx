import { ShellPage } from '@brand/app-shell';
import { summaryTermsForm } from '@brand/config';
import { paymentPlan, paymentPlanMessage } from '@brand/domain';
import { FormRenderer } from '@brand/forms-react';
import { Checkbox, DefinitionList } from '@brand/ui';
import { useNavigate } from 'react-router';
import { summaryBindsAtOnce } from '../../checkout/checkout-routing';
import { Failure } from '../../shared/Failure';
import { productOf, proposalPath, vrnOf } from '../../shared/proposal-model';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { coverPeriodRows } from '../cover-times';
import { isZeroPayment } from '../quote-routing';
import { confirmProposal, type Proposal, setAutoRenewal } from '../quoteApi';
import {
  selectBusy,
  selectChosenSchedule,
  selectFailure,
  selectShownSchedule,
} from '../quoteSlice';
import { saveChosenSchedule } from './QuotePage';

/**
 * The summary (spec 000 §2, §4.4): the proposal, start and end, the auto-renewal toggle, the price
 * and the terms checklist; Confirm verifies, creates the account, binds when nothing is to pay.
 */
export function SummaryPage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const schedule = useJourneySelector(selectShownSchedule);
  const chosen = useJourneySelector(selectChosenSchedule);
  const busy = useJourneySelector(selectBusy);
  const failure = useJourneySelector(selectFailure);
  const product = productOf(proposal);
  const discounted = schedule?.totals.discounted ?? null;
  // The quote page's words for the same schedule: first payment, later payments and their period.
  const price = schedule ? paymentPlanMessage(paymentPlan(schedule)) : null;

  const confirm = async () => {
    if (!(await saveChosenSchedule(dispatch, proposal, chosen))) return;
    const result = await dispatch(
      confirmProposal({
        proposalCode: proposal.proposalCode,
        // A CARD product goes on to checkout even with nothing to pay: it may set up a card.
        nothingToPay: summaryBindsAtOnce({
          methods: product.checkout.methods,
          nothingToPay: discounted !== null && isZeroPayment(discounted),
        }),
      }),
    );
    if (!confirmProposal.fulfilled.match(result)) return;
    if (result.payload.kind === 'bound') navigate(proposalPath(result.payload.proposal));
    else if (result.payload.kind === 'payment') navigate(proposalPath(proposal, 'checkout'));
  };

  const policyholder = proposal.data.policyholder as
    | { name?: { firstName?: string; lastName?: string } }
    | undefined;
  return (
    <ShellPage
      focusOnNavigation
      title={t('proposal.summary.title')}
      subtitle={t('proposal.summary.description')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal) }}
    >
      <Failure failure={failure} />
      <DefinitionList
        rows={[
          {
            id: 'reference',
            term: t('journeys.summary.reference'),
            description: proposal.externalReference,
          },
          {
            id: 'policyholder',
            term: t('journeys.summary.policyholder'),
            description: [policyholder?.name?.firstName, policyholder?.name?.lastName]
              .filter(Boolean)
              .join(' '),
          },
          {
            id: 'vehicle',
            term: t('journeys.summary.vehicle'),
            description: vrnOf(proposal) ?? '',
          },
          ...coverPeriodRows(proposal, t),
          {
            id: 'price',
            term: t('journeys.summary.price'),
            description: price ? t(price.key, price.params) : t('quote.premium.free'),
          },
        ]}
      />
      {product.summary.showAutoRenewal ? (
        <Checkbox
          id="summary-auto-renewal"
          name="autoRenewal"
          label={t('journeys.summary.autoRenewal')}
          checked={proposal.autoRenewalEnabled}
          disabled={busy}
          onChange={(enabled) =>
            void dispatch(setAutoRenewal({ proposalCode: proposal.proposalCode, enabled }))
          }
        />
      ) : null}
      <h2>{t('journeys.summary.terms.title')}</h2>
      <FormRenderer
        t={t}
        form={summaryTermsForm}
        onSubmit={confirm}
        submitLabel="proposal.summary.confirm"
        disableSubmitUntilValid={false}
      />
    </ShellPage>
  );
}
