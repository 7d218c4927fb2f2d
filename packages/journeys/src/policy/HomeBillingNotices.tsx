import { useAuth } from '@brand/app-shell';
import { Fragment, useState } from 'react';
import { useJourneyLoad } from '../shared/journey-load';
import { useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import { BillingNotices } from './BillingNotices';
import { billingNoticesOf, renewsWithoutPayment } from './billing-view';
import {
  initialHomeBillingState,
  loadHomeBilling,
  selectHomeBillingState,
} from './homeBillingSlice';
import { RenewalPaymentNotice } from './RenewalPaymentNotice';

/**
 * Home's billing notifications: for each of the customer's accounts, an outstanding balance with
 * Pay now, or a missing card or Direct Debit, or a policy renewing automatically with no way to pay.
 * A policy whose cover has ended is asked only for what it still owes. Silent while loading and
 * when a call fails (the billing tab says so in place); nothing is asked for a visitor.
 */
export function HomeBillingNotices() {
  const { status, user } = useAuth();
  const who = user?.sub ?? null;
  if (status !== 'ready' || !who) return null;
  // Keyed by the customer, so another customer's sign-in loads (and shows) only theirs.
  return <CustomerBillingNotices key={who} who={who} />;
}

function CustomerBillingNotices({ who }: { who: string }) {
  const t = useTexts();
  const requestId = useJourneyLoad(who, (dispatch) => dispatch(loadHomeBilling()));
  const current = useJourneySelector(selectHomeBillingState);
  const state = current.requestId === requestId ? current : initialHomeBillingState;
  // The renewal warning reads the month of the visit: a card good to its expiry month's end.
  const [now] = useState(() => new Date());
  const accounts = state.accounts
    .map((entry) => ({
      ...entry,
      renewalWarning: renewsWithoutPayment(
        entry.account,
        entry.paymentMethods,
        entry.renewsAutomatically,
        now,
      ),
    }))
    .filter(
      ({ account, paymentMethods, renewalWarning, coverEnded }) =>
        renewalWarning || billingNoticesOf(account, paymentMethods, coverEnded).length > 0,
    );

  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="home-billing">
      <h2 id="home-billing">{t('policy.notifications.title')}</h2>
      {accounts.map(({ account, productUrlName, paymentMethods, renewalWarning, coverEnded }) => (
        <Fragment key={account.accountId}>
          <BillingNotices
            account={account}
            productUrlName={productUrlName}
            paymentMethods={paymentMethods}
            coverEnded={coverEnded}
          />
          {renewalWarning ? (
            <RenewalPaymentNotice account={account} productUrlName={productUrlName} />
          ) : null}
        </Fragment>
      ))}
    </section>
  );
}
