import { ShellPage, useAuth } from '@brand/app-shell';
import { formatGBP, paymentPlan, paymentPlanMessage } from '@brand/domain';
import { Button, DefinitionList, RadioGroup } from '@brand/ui';
import { useNavigate } from 'react-router';
import { Failure } from '../../shared/Failure';
import { productOf, proposalPath } from '../../shared/proposal-model';
import { SchedulePremiumSummary } from '../../shared/SchedulePremiumSummary';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { coverPeriodRows } from '../cover-times';
import { afterQuoteContinue, scheduleChangeToSave } from '../quote-routing';
import { type Proposal, runIdCheck, saveChanges } from '../quoteApi';
import {
  scheduleChosen,
  selectBusy,
  selectChosenSchedule,
  selectFailure,
  selectShownSchedule,
  selectWithdrawnChoices,
} from '../quoteSlice';
import { EmailThisQuote } from './EmailThisQuote';
import { PriceFactors } from './PriceFactors';
import { PromotionNotification } from './PromotionNotification';
import { QuoteHeadline } from './QuoteHeadline';
import { WithdrawnChoicesNotice } from './WithdrawnChoicesNotice';

/** Saves the unsaved schedule change, when it differs from the active one (spec 000 §4.2). */
export async function saveChosenSchedule(
  dispatch: ReturnType<typeof useJourneyDispatch>,
  proposal: Proposal,
  chosen: string | null,
): Promise<boolean> {
  const change = scheduleChangeToSave(chosen, proposal.quote?.availablePaymentSchedules ?? []);
  if (!change) return true;
  const result = await dispatch(
    saveChanges({
      proposalCode: proposal.proposalCode,
      changes: [{ path: 'paymentSchedule', value: change, attribute: 'paymentSchedule' }],
    }),
  );
  return saveChanges.fulfilled.match(result);
}

/**
 * The quote (spec 000 §2): the premium and its breakdown with IPT, the schedule toggle where more
 * than one is offered, the voluntary excess, the excess lines; Continue runs the ID check.
 */
export function QuotePage({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const { user } = useAuth();
  const schedule = useJourneySelector(selectShownSchedule);
  const chosen = useJourneySelector(selectChosenSchedule);
  const busy = useJourneySelector(selectBusy);
  const failure = useJourneySelector(selectFailure);
  const withdrawn = useJourneySelector(selectWithdrawnChoices);
  const product = productOf(proposal);
  const quote = proposal.quote;
  if (!quote || !schedule) return null;
  // One plan for the headline, the breakdown's total and (on later pages) the summary and checkout.
  const plan = paymentPlan(schedule);
  const headline = paymentPlanMessage(plan);
  const offered = quote.availablePaymentSchedules.map((offer) => offer.type);

  const onContinue = async () => {
    if (!(await saveChosenSchedule(dispatch, proposal, chosen))) return;
    const check = await dispatch(runIdCheck(proposal.proposalCode));
    if (!runIdCheck.fulfilled.match(check)) return;
    const target = afterQuoteContinue({
      idCheckClear: check.payload.isClear,
      hasOptionalCovers: product.covers.optional.length > 0,
      accountRegistered: user !== null,
    });
    if (target !== 'idCheckFailed') navigate(proposalPath(proposal, target));
  };

  const amount = (pence: number) => formatGBP(pence);
  return (
    <ShellPage
      focusOnNavigation
      // A product sold monthly titles its quote "Your monthly price": once the customer picks one
      // payment the title must not say monthly (issue 15 point 3).
      title={t(
        plan.period === 'once' && offered.length > 1 ? 'quote.titleOnePayment' : 'quote.title',
      )}
      subtitle={t('quote.reference', { reference: proposal.externalReference })}
    >
      <Failure failure={failure} />
      <WithdrawnChoicesNotice withdrawn={withdrawn} />
      <PromotionNotification proposal={proposal} />
      <QuoteHeadline label={t('quote.headline')}>{t(headline.key, headline.params)}</QuoteHeadline>
      <SchedulePremiumSummary schedule={schedule} />
      {plan.firstDiffers ? (
        <p>{t('journeys.quote.breakdown.firstPayment', { first: amount(plan.firstPence) })}</p>
      ) : null}
      <PriceFactors proposal={proposal} />
      {offered.length > 1 ? (
        <RadioGroup
          id="quote-schedule"
          name="paymentSchedule"
          label={t('quote.schedule.label')}
          value={schedule.type}
          disabled={busy}
          onChange={(value) => dispatch(scheduleChosen(value))}
          options={offered.map((type) => ({ value: type, label: t(`quote.schedule.${type}`) }))}
        />
      ) : null}
      <section aria-labelledby="quote-cover-period">
        <h2 id="quote-cover-period">{t('quote.coverPeriod')}</h2>
        <DefinitionList rows={coverPeriodRows(proposal, t)} />
      </section>
      <section aria-labelledby="quote-excess">
        <h2 id="quote-excess">{t('quote.excess.title')}</h2>
        <p>{t('quote.excess.description')}</p>
        {product.excess.voluntaryExcess.length > 1 ? (
          <RadioGroup
            id="quote-voluntary-excess"
            name="voluntaryExcess"
            label={t('quote.excess.voluntaryLabel')}
            value={String(quote.voluntaryExcess)}
            columns={4}
            disabled={busy}
            onChange={(value) =>
              void dispatch(
                saveChanges({
                  proposalCode: proposal.proposalCode,
                  changes: [
                    { path: 'voluntaryExcess', value: Number(value), attribute: 'voluntaryExcess' },
                  ],
                }),
              )
            }
            options={product.excess.voluntaryExcess.map((option) => ({
              value: String(option),
              label: t('quote.excess.option', { amount: option }),
            }))}
          />
        ) : null}
        <ul>
          {quote.excess.map((line) => (
            <li key={line.excessCategory}>
              {t('quote.excess.total', {
                category: t(`covers.excessTypes.${line.excessCategory}`),
              })}
              : {amount(line.excess)}
              {line.endorsements.length > 0 ? (
                <ul>
                  {line.endorsements.map((endorsement) => (
                    <li key={endorsement}>{t(`covers.endorsements.${endorsement}.name`)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <Button onClick={() => void onContinue()} loading={busy} disabled={busy}>
        {t('quote.continue')}
      </Button>
      <EmailThisQuote proposal={proposal} />
    </ShellPage>
  );
}
