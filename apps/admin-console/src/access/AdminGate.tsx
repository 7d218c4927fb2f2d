import { IMPERSONATE_PERMISSION, SHELL_NAMESPACE, useHoldsPermission } from '@brand/app-shell';
import { LoadingIndicator } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { UnauthorisedPage } from './UnauthorisedPage';

/**
 * Lets through only a signed-in user whose access token's `permissions` claim holds
 * access:impersonate; everyone else gets the Unauthorised page. The platform checks the same
 * claim on every call: this only decides what to show.
 */
export function AdminGate() {
  const { t } = useTranslation();
  const granted = useHoldsPermission(IMPERSONATE_PERMISSION);
  if (granted === null) {
    return <LoadingIndicator label={t('admin.checking', { ns: SHELL_NAMESPACE })} />;
  }
  return granted ? <Outlet /> : <UnauthorisedPage />;
}
