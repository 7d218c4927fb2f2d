import { PolicyList, SHELL_NAMESPACE } from '@brand/app-shell';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/store';
import { CustomerSearchPage } from '../customers/CustomerSearchPage';
import { AdminPage } from '../impersonation/AdminPage';
import { selectImpersonatedUserId } from '../impersonation/impersonationSlice';

/** Home: the impersonated customer's policies; the customer search while acting for nobody. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const userId = useAppSelector(selectImpersonatedUserId);
  if (!userId) return <CustomerSearchPage />;
  return (
    <AdminPage title={t('admin.homeTitle', { ns: SHELL_NAMESPACE })}>
      <PolicyList reloadKey={userId} />
    </AdminPage>
  );
}
