// Home's warning that a policy renewing automatically has no way to pay for its renewal (issue 17
// "Billing tab gaps"): the decision is renewsWithoutPayment; the link opens the policy's billing
// tab, where the card or Direct Debit is added.
import { routerLink } from '@brand/app-shell';
import { AppLink, Notification } from '@brand/ui';
import { useTexts } from '../shared/texts';
import type { CustomerAccount } from './billingApi';
import { billingPath } from './payment-setup';

/** Props of RenewalPaymentNotice. */
export interface RenewalPaymentNoticeProps {
  account: Pick<CustomerAccount, 'policyId' | 'policyNumber'>;
  /** The scheme of the account's policy, which names its billing tab (billingPath). */
  productUrlName: string | null;
}

/** The warning of one account whose policy renews with nothing to pay by. */
export function RenewalPaymentNotice({ account, productUrlName }: RenewalPaymentNoticeProps) {
  const t = useTexts();
  const { policyNumber } = account;
  return (
    <Notification
      tone="warning"
      announce={false}
      action={
        <AppLink
          href={billingPath({ policyId: account.policyId, productUrlName })}
          renderLink={routerLink}
        >
          {t('policy.notifications.addPaymentMethod', { policyNumber })}
        </AppLink>
      }
    >
      <p>{t('policy.notifications.renewalWithoutPayment', { policyNumber })}</p>
    </Notification>
  );
}
