// The checkout routes (spec 000 §2 "Checkout", §4 step 5, §8): the index is the payment page by
// the product's checkout method, or the checkout-disabled page when the brand's checkout toggle is
// off or no payment schedule matches; `callback` is where the hosted pages return: a paid card
// page waits for the proposal to become a policy, a direct-debit page completes its mandate and
// binds, a cancel or decline shows the payment-failed page.
import {
  bindProposal,
  completeDirectDebitMandate,
  createCardSetup,
  createDirectDebitFlow,
  createProposalCardCheckout,
  getProposal,
  isApiClientError,
  listCustomerAccounts,
  listPaymentMethods,
} from '@brand/api-client';
import { ShellPage, useApiClient, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS, FEATURE_TOGGLE_SETTINGS } from '@brand/config';
import {
  checkoutAction,
  DIRECT_DEBIT_COLLECTION_WORKING_DAYS,
  formatGBP,
  type PaymentPlan,
  paymentPlan,
  paymentPlanMessage,
  shouldTakeCardPayment,
} from '@brand/domain';
import type { Translate } from '@brand/forms';
import { Button, LoadingIndicator, Notification } from '@brand/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { Proposal } from '../quote/quoteApi';
import { proposalReplaced, selectShownSchedule } from '../quote/quoteSlice';
import { useAgentSession } from '../shared/agent-session';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { productOf, proposalPath } from '../shared/proposal-model';
import { browserLocation } from '../shared/redirect';
import { useJourneyDispatch, useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import {
  type CheckoutStep,
  checkoutIndexPage,
  checkoutReturnOf,
  checkoutStepOf,
  hasUsableCard,
  policyPollDelays,
} from './checkout-routing';

// Agents only: the form engine loads with the phone-order form, not with every checkout.
const PhoneOrderPayment = lazy(() =>
  import('./PhoneOrderPayment').then((m) => ({ default: m.PhoneOrderPayment })),
);

/** Props of the checkout pages. */
export interface CheckoutPageProps {
  proposal: Proposal;
  /** The brand's checkout toggle. @default FEATURE_TOGGLE_SETTINGS.checkout */
  checkoutEnabled?: boolean;
}

/** `checkout/*`: the index and the callback; anything else goes to the index. */
export function CheckoutRoutes(props: CheckoutPageProps) {
  return (
    <Routes>
      <Route index element={<CheckoutIndex {...props} />} />
      <Route path="callback" element={<CheckoutCallback {...props} />} />
      <Route
        path="*"
        element={<Navigate to={proposalPath(props.proposal, 'checkout')} replace />}
      />
    </Routes>
  );
}

function CheckoutIndex({
  proposal,
  checkoutEnabled = FEATURE_TOGGLE_SETTINGS.checkout,
}: CheckoutPageProps) {
  const page = checkoutIndexPage({
    checkoutEnabled,
    schedules: proposal.quote?.availablePaymentSchedules ?? [],
    offered: productOf(proposal).checkout.paymentSchedules,
  });
  return page === 'disabled' ? (
    <CheckoutDisabledPage proposal={proposal} />
  ) : (
    <CheckoutPage proposal={proposal} />
  );
}

/**
 * The chat action of the checkout's problem pages, when the brand has the chat widget: the chat
 * opens with the quote and what the page told the customer.
 */
function ChatButton({
  label,
  proposal,
  error,
}: {
  label: string;
  proposal: Proposal;
  error: string;
}) {
  const t = useTexts();
  const { openChat } = useHelp();
  if (!BRAND_SETTINGS.chatWidget) return null;
  return (
    <Button onClick={() => openChat({ proposalId: proposal.proposalCode, error: t(error) })}>
      {t(label)}
    </Button>
  );
}

const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: 16 } as const;

/** The absolute URL of a page of this proposal, for a hosted page to return to. */
function returnUrl(proposal: Proposal, page: string): string {
  return `${browserLocation.origin()}${proposalPath(proposal, page)}`;
}

/**
 * Checkout (spec 000 §4 step 5): the product's method decides the first step; the customer's
 * press sends them to the hosted card or direct-debit page, or binds when nothing is to pay and a
 * way to pay later is on file; an agent acting for the customer takes the card payment by phone.
 * One Idempotency-Key per press, kept across a retry.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const agent = useAgentSession();
  const schedule = useJourneySelector(selectShownSchedule);
  // Only a checkout with nothing to pay asks whether a card is kept: a payment keeps its own.
  const pence = schedule ? paymentPlan(schedule).firstPence : 0;
  const hasCard = useHasCard(!shouldTakeCardPayment(pence / 100));
  const t = useTexts();
  if (agent === null || hasCard === null) {
    return <LoadingIndicator label={t('journeys.loading')} />;
  }
  return <PaymentStep {...props} isAdmin={agent} hasCard={hasCard} />;
}

/**
 * Whether the customer has a saved card on any of their accounts, as the platform lists them
 * (spec 000 §4 step 5 CARD: a card exists, bind; none, set one up); null while asking. A visitor
 * with no policy has none; if the platform cannot say, the customer is asked for a card, which
 * costs them a form rather than leaving a policy with no way to pay.
 */
function useHasCard(needed: boolean): boolean | null {
  const api = useApiClient();
  const [hasCard, setHasCard] = useState<boolean | null>(needed ? null : false);
  useEffect(() => {
    if (!needed) return;
    let stopped = false;
    const ask = async () => {
      try {
        const accounts = await listCustomerAccounts(api, {});
        const methods = await Promise.all(
          accounts.map((account) => listPaymentMethods(api, { id: account.accountId })),
        );
        if (!stopped) setHasCard(hasUsableCard(methods.flat(), new Date()));
      } catch {
        if (!stopped) setHasCard(false);
      }
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [api, needed]);
  return hasCard;
}

function PaymentStep({
  proposal,
  isAdmin,
  hasCard,
}: CheckoutPageProps & { isAdmin: boolean; hasCard: boolean }) {
  const t = useTexts();
  const api = useApiClient();
  const dispatch = useJourneyDispatch();
  const schedule = useJourneySelector(selectShownSchedule);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // What the card page charges is the plan's first payment, the one the quote and summary name.
  const plan = schedule ? paymentPlan(schedule) : null;
  const pence = plan?.firstPence ?? 0;
  const method = productOf(proposal).checkout.methods[0] ?? 'CARD';
  const decision = checkoutAction({
    method,
    discountedTotal: pence / 100,
    hasCard,
    isAdmin,
  });
  const step = checkoutStepOf(decision, { isAdmin });
  const amount = formatGBP(pence);

  const run = async () => {
    const action = `checkout:${step}:${proposal.proposalCode}`;
    const idempotencyKey = idempotencyKeyFor(action);
    setBusy(true);
    setFailed(false);
    try {
      const urls = {
        successUrl: returnUrl(proposal, 'checkout/callback'),
        cancelUrl: returnUrl(proposal, 'checkout/callback?status=cancelled'),
      };
      if (step === 'hostedCard') {
        const { url } = await createProposalCardCheckout(
          api,
          {
            id: proposal.proposalCode,
            body: { ...urls, saveCard: true, ...(method === 'DUAL' ? { method: 'DUAL' } : {}) },
          },
          { idempotencyKey },
        );
        actionSucceeded(action);
        browserLocation.assign(url);
      } else if (step === 'cardSetup') {
        const { url } = await createCardSetup(
          api,
          { body: { ...urls, clientReference: proposal.proposalCode } },
          { idempotencyKey },
        );
        actionSucceeded(action);
        browserLocation.assign(url);
      } else if (step === 'directDebitFlow') {
        const { redirectUrl } = await createDirectDebitFlow(
          api,
          {
            body: {
              mandateDescription: t('checkout.directDebit.mandateDescription'),
              successUrl: urls.successUrl,
              proposalCode: proposal.proposalCode,
              checkoutMethod: 'DIRECT_DEBIT',
            },
          },
          { idempotencyKey },
        );
        actionSucceeded(action);
        browserLocation.assign(redirectUrl);
      } else {
        const bound = await bindProposal(
          api,
          { id: proposal.proposalCode, body: {} },
          { idempotencyKey },
        );
        actionSucceeded(action);
        dispatch(proposalReplaced(bound));
      }
    } catch {
      // The key is kept: pressing again retries the same action.
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <ShellPage
      focusOnNavigation
      title={t('checkout.title')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal, 'summary') }}
    >
      <p>{t('checkout.description')}</p>
      <p>
        <strong>{t('checkout.total', { amount })}</strong>
      </p>
      {plan?.period === 'month' ? <p>{planText(plan, t)}</p> : null}
      {step === 'cardSetup' ? <p>{t('checkout.card.setUpWhy')}</p> : null}
      {/* With nothing to pay, "Pay by card" would not be true: the card step says what happens. */}
      {step === 'cardSetup' || step === 'bind' ? null : <p>{t(`checkout.methods.${method}`)}</p>}
      {decision.needsMandate ? (
        <>
          <p>
            {t('checkout.directDebit.collection', {
              minDays: DIRECT_DEBIT_COLLECTION_WORKING_DAYS.min,
              maxDays: DIRECT_DEBIT_COLLECTION_WORKING_DAYS.max,
            })}
          </p>
          <p>{t('checkout.directDebit.guarantee')}</p>
        </>
      ) : null}
      {failed ? (
        <Notification tone="critical">
          <p>{t('checkout.redirectFailed')}</p>
        </Notification>
      ) : null}
      {step === 'phoneOrder' ? (
        <Suspense fallback={<LoadingIndicator label={t('journeys.loading')} />}>
          <PhoneOrderPayment proposal={proposal} amount={amount} />
        </Suspense>
      ) : (
        <Button onClick={() => void run()} loading={busy}>
          {t(stepLabel(step), { amount })}
        </Button>
      )}
    </ShellPage>
  );
}

/** The plan in the quote's words ("£21.95 today, then £21.93 a month"). */
function planText(plan: PaymentPlan, t: Translate): string {
  const { key, params } = paymentPlanMessage(plan);
  return t(key, params);
}

function stepLabel(step: CheckoutStep): string {
  switch (step) {
    case 'hostedCard':
      return 'checkout.card.pay';
    case 'cardSetup':
      // Nothing is due: saving the card is what gets the customer covered.
      return 'checkout.card.setUpAndCover';
    case 'directDebitFlow':
      return 'checkout.directDebit.setUp';
    default:
      return 'checkout.confirmPay';
  }
}

/** `checkout/callback`: what the hosted page's return means. */
function CheckoutCallback(props: CheckoutPageProps) {
  const { search } = useLocation();
  const back = checkoutReturnOf(search);
  if (back.kind === 'card') return <AwaitPolicy {...props} />;
  if (back.kind === 'mandate') {
    return <CompleteMandate {...props} redirectFlowId={back.redirectFlowId} />;
  }
  return <PaymentFailedPage {...props} />;
}

/**
 * Polls the proposal with backoff until it is a policy (the payment's webhook binds it); the
 * proposal screen then shows the success page. After `POLICY_WAIT_MAX_MS` it says so honestly.
 */
function AwaitPolicy({ proposal, started = true }: CheckoutPageProps & { started?: boolean }) {
  const t = useTexts();
  const api = useApiClient();
  const dispatch = useJourneyDispatch();
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const code = proposal.proposalCode;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (Check again) polls again
  useEffect(() => {
    if (!started) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const delays = policyPollDelays();
    setGaveUp(false);
    const poll = async (attempt: number) => {
      try {
        const latest = await getProposal(api, { id: code });
        if (stopped) return;
        if (latest.status === 'POLICY') {
          dispatch(proposalReplaced(latest));
          return;
        }
      } catch {
        // A failed poll is one more wait, not an answer.
      }
      if (stopped) return;
      const delay = delays[attempt];
      if (delay === undefined) {
        setGaveUp(true);
        return;
      }
      timer = setTimeout(() => void poll(attempt + 1), delay);
    };
    void poll(0);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [api, code, dispatch, round, started]);

  if (!gaveUp) return <LoadingIndicator label={t('checkout.waiting')} />;
  return (
    <ShellPage focusOnNavigation title={t('checkout.confirming.title')}>
      <p>{t('checkout.confirming.body')}</p>
      <div style={actionsStyle}>
        <ChatButton
          label="checkout.confirming.chat"
          proposal={proposal}
          error="checkout.confirming.title"
        />
        <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
          {t('checkout.confirming.checkAgain')}
        </Button>
      </div>
    </ShellPage>
  );
}

/**
 * The direct-debit page's return: completes the flow into a mandate, binds (the platform takes
 * the first payment against the mandate when one is due), then waits for the policy.
 */
function CompleteMandate(props: CheckoutPageProps & { redirectFlowId: string }) {
  const { proposal, redirectFlowId } = props;
  const t = useTexts();
  const api = useApiClient();
  const [state, setState] = useState<'working' | 'bound' | 'failed'>('working');
  const ran = useRef(false);

  const complete = useCallback(async () => {
    setState('working');
    const mandate = `mandate:${redirectFlowId}`;
    const bind = `bind:${proposal.proposalCode}:${redirectFlowId}`;
    try {
      await completeDirectDebitMandate(
        api,
        { body: { redirectFlowId } },
        { idempotencyKey: idempotencyKeyFor(mandate) },
      );
      await bindProposal(
        api,
        { id: proposal.proposalCode, body: {} },
        { idempotencyKey: idempotencyKeyFor(bind) },
      );
      actionSucceeded(mandate);
      actionSucceeded(bind);
      setState('bound');
    } catch (error) {
      // Bound already (a second tab, a reload): the wait finds the policy.
      if (isApiClientError(error) && error.status === 409) setState('bound');
      else setState('failed');
    }
  }, [api, proposal.proposalCode, redirectFlowId]);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    void complete();
  }, [complete]);

  if (state === 'bound') return <AwaitPolicy {...props} />;
  if (state === 'working') return <LoadingIndicator label={t('checkout.completingMandate')} />;
  return (
    <ShellPage focusOnNavigation title={t('checkout.failed.title')}>
      <Notification tone="critical">
        <p>{t('checkout.mandateFailed')}</p>
      </Notification>
      <div style={actionsStyle}>
        <ChatButton
          label="checkout.failed.chat"
          proposal={proposal}
          error="checkout.mandateFailed"
        />
        <Button variant="secondary" onClick={() => void complete()}>
          {t('checkout.failed.retry')}
        </Button>
      </div>
    </ShellPage>
  );
}

/** Checkout disabled (spec 000 §8): checkout is switched off, or no payment schedule matches. */
export function CheckoutDisabledPage({ proposal }: CheckoutPageProps) {
  const t = useTexts();
  const navigate = useNavigate();
  return (
    <ShellPage
      focusOnNavigation
      title={t('checkout.disabled.title')}
      upLink={{ text: t('checkout.disabled.back'), href: proposalPath(proposal) }}
    >
      <p>{t('checkout.disabled.body')}</p>
      <div style={actionsStyle}>
        <ChatButton
          label="checkout.disabled.chat"
          proposal={proposal}
          error="checkout.disabled.title"
        />
        <Button variant="secondary" onClick={() => navigate(proposalPath(proposal))}>
          {t('checkout.disabled.back')}
        </Button>
      </div>
    </ShellPage>
  );
}

/** Payment failed (spec 000 §8), where the payment returns: try again, or chat with us. */
export function PaymentFailedPage({ proposal }: CheckoutPageProps) {
  const t = useTexts();
  const navigate = useNavigate();
  return (
    <ShellPage
      focusOnNavigation
      title={t('checkout.failed.title')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal, 'summary') }}
    >
      <p>{t('checkout.failed.body')}</p>
      <div style={actionsStyle}>
        <ChatButton
          label="checkout.failed.chat"
          proposal={proposal}
          error="checkout.failed.title"
        />
        <Button variant="secondary" onClick={() => navigate(proposalPath(proposal, 'checkout'))}>
          {t('checkout.failed.retry')}
        </Button>
      </div>
    </ShellPage>
  );
}
