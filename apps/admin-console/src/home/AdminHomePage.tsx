import { PolicyList, SHELL_NAMESPACE } from '@brand/app-shell';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/store';
import { CustomerSearchPage } from '../customers/CustomerSearchPage';
import { customerName } from '../customers/customer-facts';
import { AdminPage } from '../impersonation/AdminPage';
import {
  selectActingForCustomer,
  selectImpersonatedUserId,
} from '../impersonation/impersonationSlice';

/** Home: the impersonated customer's policies; the customer search while acting for nobody. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const userId = useAppSelector(selectImpersonatedUserId);
  const customer = useAppSelector(selectActingForCustomer);
  if (!userId) return <CustomerSearchPage />;
  return (
    <AdminPage
      title={
        customer
          ? t('admin.record.homeTitle', { name: customerName(customer, t) })
          : t('admin.homeTitle', { ns: SHELL_NAMESPACE })
      }
    >
      <PolicyList reloadKey={userId} />
    </AdminPage>
  );
}
