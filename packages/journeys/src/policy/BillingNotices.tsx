// The billing notifications (spec 001 §8): an outstanding balance with Pay now by card, and a
// missing card or Direct Debit with the action that sets one up. Home shows them for every
// account, the billing tab for its own.
import { createSettleCardCheckout } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { formatGBP } from '@brand/domain';
import { type BrandTheme, Button, LoadingIndicator, Notification } from '@brand/ui';
import styled from '@emotion/styled';
import { lazy, Suspense, useId, useState } from 'react';
import { useAgentSession } from '../shared/agent-session';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { browserLocation } from '../shared/redirect';
import { useTexts } from '../shared/texts';
import { type BillingNotice, billingNoticesOf } from './billing-view';
import type { CustomerAccount, PaymentMethod } from './billingApi';
import { billingReturnUrl, openPaymentSetup } from './payment-setup';

// Agents only: the form engine loads with it, not with home.
const SettleByPhone = lazy(() =>
  import('./SettleByPhone').then((m) => ({ default: m.SettleByPhone })),
);

export { billingPath } from './payment-setup';

const NoticeStack = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `display: grid; gap: ${space.md}px;`;
});

const NOTICE_TEXTS = {
  outstandingBalance: {
    body: 'policy.notifications.outstandingBalance',
    action: 'policy.notifications.payNow',
  },
  missingCard: { body: 'policy.notifications.missingCard', action: 'policy.notifications.addCard' },
  missingDirectDebit: {
    body: 'policy.notifications.missingDirectDebit',
    action: 'policy.notifications.setUpDirectDebit',
  },
} as const satisfies Record<BillingNotice, { body: string; action: string }>;

/** Where a hosted card page returns to the billing tab, so the tab can say what happened. */
export const BILLING_RETURNS = ['paid', 'cardSaved', 'cancelled'] as const;
/** A return from a hosted card page. */
export type BillingReturn = (typeof BILLING_RETURNS)[number];

/** The return of a billing tab URL's `status`, or null. */
export function billingReturnOf(search: string): BillingReturn | null {
  const status = new URLSearchParams(search).get('status');
  return (BILLING_RETURNS as readonly string[]).includes(status ?? '')
    ? (status as BillingReturn)
    : null;
}

/** Props of BillingNotices. */
export interface BillingNoticesProps {
  account: CustomerAccount;
  /** The scheme of the account's policy, which names its billing tab (billingPath). */
  productUrlName: string | null;
  paymentMethods: readonly PaymentMethod[];
  /**
   * Just back from paying the balance: the payment's webhook may not have landed yet, so the
   * balance still shows as owed; a second Pay now would only confuse. @default false
   */
  justPaid?: boolean;
  /** The policy's cover has ended (cancelled, lapsed): no card or mandate is asked for. @default false */
  coverEnded?: boolean;
}

/** The notices of one account, each with its action; nothing when all is well. */
export function BillingNotices({
  account,
  productUrlName,
  paymentMethods,
  justPaid = false,
  coverEnded = false,
}: BillingNoticesProps) {
  const t = useTexts();
  const api = useApiClient();
  const idPrefix = useId();
  const agent = useAgentSession() === true;
  const [busy, setBusy] = useState<BillingNotice | null>(null);
  const [failed, setFailed] = useState(false);
  const [settling, setSettling] = useState(false);
  const [settledPence, setSettledPence] = useState<number | null>(null);
  const paid = justPaid || settledPence !== null;
  const notices = billingNoticesOf(account, paymentMethods, coverEnded).filter(
    (notice) => !(paid && notice === 'outstandingBalance'),
  );
  const settled =
    settledPence === null ? null : (
      <Notification tone="success">
        <p>{t('admin.settle.success', { amount: formatGBP(settledPence) })}</p>
      </Notification>
    );
  if (notices.length === 0) return settled;
  const settleFormId = `${idPrefix}-settle`;

  const tab = { policyId: account.policyId, productUrlName };
  const run = async (notice: BillingNotice) => {
    const action = `${notice}:${account.accountId}`;
    const idempotencyKey = idempotencyKeyFor(action);
    setBusy(notice);
    setFailed(false);
    try {
      const url =
        notice === 'outstandingBalance'
          ? (
              await createSettleCardCheckout(
                api,
                {
                  id: account.accountId,
                  body: {
                    successUrl: billingReturnUrl(tab, 'paid'),
                    cancelUrl: billingReturnUrl(tab, 'cancelled'),
                  },
                },
                { idempotencyKey },
              )
            ).url
          : await openPaymentSetup(
              api,
              notice === 'missingCard' ? 'card' : 'directDebit',
              account,
              {
                idempotencyKey,
                mandateDescription: t('checkout.directDebit.mandateDescription'),
                productUrlName,
              },
            );
      actionSucceeded(action);
      browserLocation.assign(url);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <NoticeStack>
      {notices.map((notice) => {
        const bodyId = `${idPrefix}-${notice}`;
        return (
          <Notification
            key={notice}
            tone={notice === 'outstandingBalance' ? 'warning' : 'info'}
            announce={false}
            action={
              // An agent cannot open the customer's own card or bank page (those routes are the
              // customer's: spec 001 §6); the billing tab tells the agent so.
              agent && notice !== 'outstandingBalance' ? undefined : agent ? (
                // Described by its notice, so two accounts' "Pay now by card" tell themselves apart.
                <Button
                  aria-describedby={bodyId}
                  aria-expanded={settling}
                  aria-controls={settling ? settleFormId : undefined}
                  onClick={() => setSettling((open) => !open)}
                >
                  {t('policy.notifications.settleByPhone')}
                </Button>
              ) : (
                <Button
                  variant={notice === 'outstandingBalance' ? 'primary' : 'secondary'}
                  loading={busy === notice}
                  aria-describedby={bodyId}
                  onClick={() => void run(notice)}
                >
                  {t(NOTICE_TEXTS[notice].action)}
                </Button>
              )
            }
          >
            <p id={bodyId}>
              {t(NOTICE_TEXTS[notice].body, {
                amount: formatGBP(account.outstandingAmount),
                policyNumber: account.policyNumber,
              })}
            </p>
          </Notification>
        );
      })}
      {failed ? (
        <Notification tone="critical">
          <p>{t('policy.notifications.actionFailed')}</p>
        </Notification>
      ) : null}
      {settled}
      {agent && settling && notices.includes('outstandingBalance') ? (
        <div id={settleFormId}>
          <Suspense fallback={<LoadingIndicator label={t('journeys.loading')} />}>
            <SettleByPhone account={account} onSettled={setSettledPence} />
          </Suspense>
        </div>
      ) : null}
    </NoticeStack>
  );
}
