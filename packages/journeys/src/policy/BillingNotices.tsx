// The billing notifications (spec 001 §8): an outstanding balance with Pay now by card, and a
// missing card or Direct Debit with the action that sets one up. Home shows them for every
// account, the billing tab for its own.
import { useApiClient } from '@brand/app-shell';
import { formatGBP } from '@brand/domain';
import type { Translate } from '@brand/forms/react';
import { Button, Notification } from '@brand/ui';
import { useState } from 'react';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import {
  createCardSetup,
  createDirectDebitFlow,
  createSettleCheckout,
} from '../shared/paymentsApi';
import { browserLocation } from '../shared/redirect';
import { type BillingNotice, billingNoticesOf } from './billing-view';
import type { CustomerAccount, PaymentMethod } from './billingApi';

/** The billing tab of a policy, where the hosted pages return to. */
export function billingPath(policyId: string): string {
  return `/policy/${policyId}/billing`;
}

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

/** Props of BillingNotices. */
export interface BillingNoticesProps {
  account: CustomerAccount;
  paymentMethods: readonly PaymentMethod[];
  t: Translate;
}

/** The notices of one account, each with its action; nothing when all is well. */
export function BillingNotices({ account, paymentMethods, t }: BillingNoticesProps) {
  const api = useApiClient();
  const [busy, setBusy] = useState<BillingNotice | null>(null);
  const [failed, setFailed] = useState(false);
  const notices = billingNoticesOf(account, paymentMethods);
  if (notices.length === 0) return null;

  const run = async (notice: BillingNotice) => {
    const action = `${notice}:${account.accountId}`;
    const idempotencyKey = idempotencyKeyFor(action);
    const back = `${browserLocation.origin()}${billingPath(account.policyId)}`;
    const urls = { successUrl: back, cancelUrl: `${back}?status=cancelled` };
    setBusy(notice);
    setFailed(false);
    try {
      let url: string;
      if (notice === 'outstandingBalance') {
        url = (
          await createSettleCheckout(
            api,
            { accountId: account.accountId, body: urls },
            { idempotencyKey },
          )
        ).url;
      } else if (notice === 'missingCard') {
        url = (
          await createCardSetup(
            api,
            { body: { ...urls, clientReference: account.accountId } },
            { idempotencyKey },
          )
        ).url;
      } else {
        url = (
          await createDirectDebitFlow(
            api,
            {
              body: {
                mandateDescription: t('checkout.directDebit.mandateDescription'),
                successUrl: back,
              },
            },
            { idempotencyKey },
          )
        ).redirectUrl;
      }
      actionSucceeded(action);
      browserLocation.assign(url);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {notices.map((notice) => (
        <Notification
          key={notice}
          tone={notice === 'outstandingBalance' ? 'warning' : 'info'}
          announce={false}
          action={
            <Button variant="secondary" loading={busy === notice} onClick={() => void run(notice)}>
              {t(NOTICE_TEXTS[notice].action)}
            </Button>
          }
        >
          <p>
            {t(NOTICE_TEXTS[notice].body, { amount: formatGBP(account.outstandingAmount) })}{' '}
            {t('policy.number', { policyNumber: account.policyNumber })}
          </p>
        </Notification>
      ))}
      {failed ? (
        <Notification tone="critical">
          <p>{t('policy.notifications.actionFailed')}</p>
        </Notification>
      ) : null}
    </div>
  );
}
