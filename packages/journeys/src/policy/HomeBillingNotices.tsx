import { isAbortError, listCustomerAccounts, listPaymentMethods } from '@brand/api-client';
import { useApiClient, useAuth } from '@brand/app-shell';
import { useEffect, useState } from 'react';
import { useTexts } from '../shared/texts';
import { BillingNotices } from './BillingNotices';
import { billingNoticesOf } from './billing-view';
import type { CustomerAccount, PaymentMethod } from './billingApi';

type AccountWithMethods = { account: CustomerAccount; paymentMethods: PaymentMethod[] };

/**
 * Home's billing notifications: for each of the customer's accounts, an outstanding balance with
 * Pay now, or a missing card or Direct Debit. Silent while loading and when a call fails (the
 * billing tab says so in place).
 */
export function HomeBillingNotices() {
  const t = useTexts();
  const api = useApiClient();
  const { status, user } = useAuth();
  const [accounts, setAccounts] = useState<AccountWithMethods[]>([]);
  const who = user?.sub ?? null;

  useEffect(() => {
    if (status !== 'ready' || !who) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    (async () => {
      const found = await listCustomerAccounts(api, {}, options);
      const withMethods = await Promise.all(
        found.map(async (account) => ({
          account,
          paymentMethods: await listPaymentMethods(api, { id: account.accountId }, options),
        })),
      );
      setAccounts(
        withMethods.filter(
          ({ account, paymentMethods }) => billingNoticesOf(account, paymentMethods).length > 0,
        ),
      );
    })().catch((error: unknown) => {
      if (!isAbortError(error)) setAccounts([]);
    });
    return () => controller.abort();
  }, [api, status, who]);

  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="home-billing">
      <h2 id="home-billing">{t('policy.notifications.title')}</h2>
      {accounts.map(({ account, paymentMethods }) => (
        <BillingNotices key={account.accountId} account={account} paymentMethods={paymentMethods} />
      ))}
    </section>
  );
}
