import { PolicyList, SHELL_NAMESPACE } from '@brand/app-shell';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppSelector } from '../app/store';
import { AdminPage } from '../impersonation/AdminPage';
import { selectImpersonatedUserId } from '../impersonation/impersonationSlice';

/** Home: the impersonated customer's policies; the impersonation page while acting for nobody. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const userId = useAppSelector(selectImpersonatedUserId);
  if (!userId) return <Navigate to="/impersonate" replace />;
  return (
    <AdminPage title={t('admin.homeTitle', { ns: SHELL_NAMESPACE })}>
      <PolicyList reloadKey={userId} />
    </AdminPage>
  );
}
