import { routerLink, useHoldsRole } from '@brand/app-shell';
import { CustomerBillingAccounts } from '@brand/journeys/agent-billing';
import { AppLink, ErrorState, LoadingIndicator } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Sections } from '../customers/CustomerRecordPage';
import { customerName } from '../customers/customer-facts';
import { AdminPage } from '../impersonation/AdminPage';
import { customerRecordHref } from './customer-billing-href';
import { FinanceRolePage } from './FinanceRolePage';
import { useCustomerBilling } from './useCustomerBilling';

/**
 * Finance's billing view of a customer across all their accounts (spec 002 §5,
 * "impersonate-billing"; issue 19). Only for holders of the finance role: anyone else gets the
 * finance role page, before any call; the platform refuses them the call regardless.
 */
export function CustomerBillingPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const finance = useHoldsRole('finance');
  if (finance === null) {
    return (
      <AdminPage title={t('admin.billing.heading')}>
        <LoadingIndicator label={t('admin.billing.loading')} />
      </AdminPage>
    );
  }
  return finance ? (
    <CustomerBilling userId={userId} />
  ) : (
    <FinanceRolePage recordHref={customerRecordHref(userId)} />
  );
}

function CustomerBilling({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const load = useCustomerBilling(userId);
  if (load.status === 'roleMissing')
    return <FinanceRolePage recordHref={customerRecordHref(userId)} />;
  if (load.status === 'loading') {
    return (
      <AdminPage title={t('admin.billing.heading')}>
        <LoadingIndicator label={t('admin.billing.loading')} />
      </AdminPage>
    );
  }
  if (load.status !== 'loaded') {
    return (
      <AdminPage title={t('admin.billing.heading')}>
        <ErrorState
          heading={t(load.status === 'notFound' ? 'admin.record.notFound' : 'admin.billing.failed')}
          announce
          actions={
            <AppLink href="/" renderLink={routerLink}>
              {t('admin.record.back')}
            </AppLink>
          }
        />
      </AdminPage>
    );
  }
  const name = customerName(load.record, t);
  return (
    <AdminPage title={t('admin.billing.title', { name })}>
      <Sections>
        <p>
          <AppLink href={customerRecordHref(userId)} renderLink={routerLink}>
            {t('admin.billing.back', { name })}
          </AppLink>
        </p>
        <CustomerBillingAccounts accounts={load.billing.accounts} />
      </Sections>
    </AdminPage>
  );
}
