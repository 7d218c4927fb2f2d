// The checkout routes (spec 000 §2 "Checkout", §8): the index shows the payment page, or the
// checkout-disabled page when the brand's checkout toggle is off or no payment schedule matches;
// `callback` (where a hosted payment returns when it fails) shows the payment-failed page. The
// payment step itself is issue 8's: until it lands the payment page says how to finish.
import { useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS, FEATURE_TOGGLE_SETTINGS } from '@brand/config';
import { formatGBP } from '@brand/domain';
import type { Translate } from '@brand/forms/react';
import { Button, Notification } from '@brand/ui';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { JourneyPage } from '../../shared/JourneyPage';
import { useJourneySelector } from '../../shared/store';
import { checkoutIndexPage } from '../checkout-routing';
import { productOf, proposalPath } from '../proposal-model';
import type { Proposal } from '../quoteApi';
import { selectShownSchedule } from '../quoteSlice';

/** Props of the checkout pages. */
export interface CheckoutPageProps {
  proposal: Proposal;
  t: Translate;
  /** The brand's checkout toggle. @default FEATURE_TOGGLE_SETTINGS.checkout */
  checkoutEnabled?: boolean;
}

/** `checkout/*`: the index and the callback; anything else goes to the index. */
export function CheckoutRoutes(props: CheckoutPageProps) {
  return (
    <Routes>
      <Route index element={<CheckoutIndex {...props} />} />
      <Route path="callback" element={<PaymentFailedPage {...props} />} />
      <Route
        path="*"
        element={<Navigate to={proposalPath(props.proposal, 'checkout')} replace />}
      />
    </Routes>
  );
}

function CheckoutIndex({
  proposal,
  t,
  checkoutEnabled = FEATURE_TOGGLE_SETTINGS.checkout,
}: CheckoutPageProps) {
  const page = checkoutIndexPage({
    checkoutEnabled,
    schedules: proposal.quote?.availablePaymentSchedules ?? [],
    offered: productOf(proposal).checkout.paymentSchedules,
  });
  return page === 'disabled' ? (
    <CheckoutDisabledPage proposal={proposal} t={t} />
  ) : (
    <CheckoutPage proposal={proposal} t={t} />
  );
}

/** The chat action of the checkout's problem pages, when the brand has the chat widget. */
function ChatButton({ t, label }: { t: Translate; label: string }) {
  const { openChat } = useHelp();
  if (!BRAND_SETTINGS.chatWidget) return null;
  return <Button onClick={openChat}>{t(label)}</Button>;
}

const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: 16 } as const;

/** Checkout: the payment step comes with issue 8; until then a payment due says so plainly. */
export function CheckoutPage({ proposal, t }: CheckoutPageProps) {
  const schedule = useJourneySelector(selectShownSchedule);
  return (
    <JourneyPage
      title={t('checkout.title')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal, 'summary') }}
      t={t}
    >
      <Notification tone="info" title={t('journeys.payment.title')}>
        <p>{t('journeys.payment.body', { amount: formatGBP(schedule?.totals.discounted ?? 0) })}</p>
      </Notification>
    </JourneyPage>
  );
}

/** Checkout disabled (spec 000 §8): checkout is switched off, or no payment schedule matches. */
export function CheckoutDisabledPage({ proposal, t }: CheckoutPageProps) {
  const navigate = useNavigate();
  return (
    <JourneyPage
      title={t('checkout.disabled.title')}
      upLink={{ text: t('checkout.disabled.back'), href: proposalPath(proposal) }}
      t={t}
    >
      <p>{t('checkout.disabled.body')}</p>
      <div style={actionsStyle}>
        <ChatButton t={t} label="checkout.disabled.chat" />
        <Button variant="secondary" onClick={() => navigate(proposalPath(proposal))}>
          {t('checkout.disabled.back')}
        </Button>
      </div>
    </JourneyPage>
  );
}

/** Payment failed (spec 000 §8), where the payment returns: try again, or chat with us. */
export function PaymentFailedPage({ proposal, t }: CheckoutPageProps) {
  const navigate = useNavigate();
  return (
    <JourneyPage
      title={t('checkout.failed.title')}
      upLink={{ text: t('proposal.disclosure.back'), href: proposalPath(proposal, 'summary') }}
      t={t}
    >
      <p>{t('checkout.failed.body')}</p>
      <div style={actionsStyle}>
        <ChatButton t={t} label="checkout.failed.chat" />
        <Button variant="secondary" onClick={() => navigate(proposalPath(proposal, 'checkout'))}>
          {t('checkout.failed.retry')}
        </Button>
      </div>
    </JourneyPage>
  );
}
