// DUAL's mandate step (spec 000 §4 step 5, issue 15 point 5): between the card deposit's bind and
// the success page, a flex buyer (signed in or not) sets up the Direct Debit that collects the
// months after. The step reads the policy's account from the platform, sends the buyer to the
// hosted Direct Debit page, and completes the mandate when they come back to `checkout/callback`.
import {
  completeDirectDebitMandate,
  createCustomerAccount,
  createDirectDebitFlow,
  isApiClientError,
  type ListPaymentMethodsResult,
  listPaymentMethods,
} from '@brand/api-client';
import { ShellPage, useApiClient } from '@brand/app-shell';
import { DIRECT_DEBIT_COLLECTION_WORKING_DAYS, formatGBP, paymentPlan } from '@brand/domain';
import { Button, Notification } from '@brand/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Proposal } from '../quote/quoteApi';
import { selectShownSchedule } from '../quote/quoteSlice';
import { useAgentSession } from '../shared/agent-session';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { productOf, proposalPath } from '../shared/proposal-model';
import { browserLocation } from '../shared/redirect';
import { useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import { checkoutReturnOf, liveMandateOf, mandateStepOf } from './checkout-routing';

/** A payment method of the policy's account. */
export type AccountPaymentMethod = ListPaymentMethodsResult[number];

/** Where a bound proposal's payment set-up stands. */
export type PaymentSetup =
  | { kind: 'checking' }
  | { kind: 'completing' }
  | { kind: 'completeFailed' }
  | { kind: 'setUp'; laterPence: number | null }
  | { kind: 'ready'; mandate: AccountPaymentMethod | null };

/** What the later payments of the shown schedule come to, in pence; null when unknown. */
function useLaterPence(): number | null {
  const schedule = useJourneySelector(selectShownSchedule);
  if (!schedule) return null;
  try {
    const plan = paymentPlan(schedule);
    return plan.regularPence * plan.laterPayments;
  } catch {
    return null;
  }
}

/**
 * The payment set-up of a bound proposal: DUAL's mandate step when it is still to do, the mandate
 * to name on the success page once it is done. Back from the Direct Debit page (a
 * `redirect_flow_id` in the address) it first completes the mandate, once per flow however often
 * the page is reloaded, then leaves the address for the proposal's own.
 */
export function usePaymentSetup(proposal: Proposal): PaymentSetup & { retry: () => void } {
  const api = useApiClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const laterPence = useLaterPence();
  const isDual = productOf(proposal).checkout.methods.includes('DUAL');
  const back = checkoutReturnOf(search);
  const flowId = back.kind === 'mandate' ? back.redirectFlowId : null;
  const [state, setState] = useState<PaymentSetup>(
    isDual ? { kind: 'checking' } : { kind: 'ready', mandate: null },
  );
  const [round, setRound] = useState(0);
  const code = proposal.proposalCode;
  // An agent's phone order ends at the success page: the Direct Debit page is the customer's own
  // (the platform refuses it to an agent), so the customer sets it up from their billing tab.
  const agent = useAgentSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (Try again) runs again
  useEffect(() => {
    if (!isDual || agent === null) return;
    let stopped = false;
    const run = async () => {
      if (flowId) {
        setState({ kind: 'completing' });
        const action = `mandate:${flowId}`;
        try {
          await completeDirectDebitMandate(
            api,
            { body: { redirectFlowId: flowId } },
            { idempotencyKey: idempotencyKeyFor(action) },
          );
          actionSucceeded(action);
          // A reload now shows the success page rather than completing the flow again.
          if (!stopped) navigate(proposalPath(proposal), { replace: true });
        } catch {
          if (!stopped) setState({ kind: 'completeFailed' });
        }
        return;
      }
      setState({ kind: 'checking' });
      try {
        const account = await createCustomerAccount(api, { body: { proposalCode: code } });
        const methods = await listPaymentMethods(api, { id: account.accountId });
        if (stopped) return;
        const step = mandateStepOf({
          methods: productOf(proposal).checkout.methods,
          laterPence,
          paymentMethods: methods,
        });
        setState(
          step === 'setUp' && !agent
            ? { kind: 'setUp', laterPence }
            : { kind: 'ready', mandate: liveMandateOf(methods) },
        );
      } catch {
        // The cover is bound whatever this says: the success page shows, and the billing tab
        // still offers the Direct Debit set-up.
        if (!stopped) setState({ kind: 'ready', mandate: null });
      }
    };
    void run();
    return () => {
      stopped = true;
    };
  }, [agent, api, code, flowId, isDual, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, retry };
}

/** Props of the mandate step. */
export interface DirectDebitStepProps {
  proposal: Proposal;
  /** What the later payments come to, in pence; null when unknown. */
  laterPence: number | null;
  /** The platform says a mandate is in place already (another tab made it): check again. */
  onInPlace: () => void;
}

/**
 * "Set up your Direct Debit": the cover is bound; the button opens the hosted Direct Debit page
 * for this policy. One Idempotency-Key per proposal: every press, reload or tab opens the same
 * page, and the platform refuses a second mandate.
 */
export function DirectDebitStep({ proposal, laterPence, onInPlace }: DirectDebitStepProps) {
  const t = useTexts();
  const api = useApiClient();
  const schedule = useJourneySelector(selectShownSchedule);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const monthly = schedule ? paymentPlan(schedule).regularPence : null;

  const start = async () => {
    const action = `dual-mandate:${proposal.proposalCode}`;
    setBusy(true);
    setFailed(false);
    try {
      const { redirectUrl } = await createDirectDebitFlow(
        api,
        {
          body: {
            mandateDescription: t('checkout.directDebit.mandateDescription'),
            successUrl: `${browserLocation.origin()}${proposalPath(proposal, 'checkout/callback')}`,
            proposalCode: proposal.proposalCode,
            checkoutMethod: 'DUAL',
          },
        },
        { idempotencyKey: idempotencyKeyFor(action) },
      );
      actionSucceeded(action);
      browserLocation.assign(redirectUrl);
    } catch (error) {
      setBusy(false);
      if (isApiClientError(error) && error.status === 409) onInPlace();
      else setFailed(true);
    }
  };

  return (
    <ShellPage
      focusOnNavigation
      title={t('checkout.mandateStep.title')}
      subtitle={
        proposal.policyNumber
          ? t('journeys.success.reference', { policyNumber: proposal.policyNumber })
          : undefined
      }
    >
      <Notification tone="success">
        <p>{t('checkout.mandateStep.covered')}</p>
      </Notification>
      <p>
        {monthly !== null && laterPence !== 0
          ? t('checkout.mandateStep.body', { amount: formatGBP(monthly) })
          : t('checkout.mandateStep.bodyNoAmount')}
      </p>
      <p>
        {t('checkout.directDebit.collection', {
          minDays: DIRECT_DEBIT_COLLECTION_WORKING_DAYS.min,
          maxDays: DIRECT_DEBIT_COLLECTION_WORKING_DAYS.max,
        })}
      </p>
      <p>{t('checkout.directDebit.guarantee')}</p>
      {failed ? (
        <Notification tone="critical">
          <p>{t('checkout.redirectFailed')}</p>
        </Notification>
      ) : null}
      <Button onClick={() => void start()} loading={busy}>
        {t('checkout.directDebit.setUp')}
      </Button>
    </ShellPage>
  );
}

/** The mandate's return could not be completed: try again (the same flow, the same key). */
export function MandateFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTexts();
  return (
    <ShellPage focusOnNavigation title={t('checkout.mandateStep.title')}>
      <Notification tone="critical">
        <p>{t('checkout.mandateFailed')}</p>
      </Notification>
      <Button variant="secondary" onClick={onRetry}>
        {t('checkout.failed.retry')}
      </Button>
    </ShellPage>
  );
}
