import { hasPermission, IMPERSONATE_PERMISSION, SHELL_NAMESPACE, useAuth } from '@brand/app-shell';
import { LoadingIndicator } from '@brand/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { UnauthorisedPage } from './UnauthorisedPage';

type Access = 'checking' | 'granted' | 'refused';

/**
 * Lets through only a signed-in user whose access token's `permissions` claim holds
 * access:impersonate; everyone else gets the Unauthorised page. The platform checks the same
 * claim on every call: this only decides what to show.
 */
export function AdminGate() {
  const { t } = useTranslation();
  const { status, user, getAccessToken } = useAuth();
  const [access, setAccess] = useState<Access>('checking');

  useEffect(() => {
    if (status !== 'ready') return;
    if (!user) {
      setAccess('refused');
      return;
    }
    let current = true;
    setAccess('checking');
    getAccessToken().then(
      (token) => {
        if (current)
          setAccess(hasPermission(token, IMPERSONATE_PERMISSION) ? 'granted' : 'refused');
      },
      () => {
        if (current) setAccess('refused');
      },
    );
    return () => {
      current = false;
    };
  }, [status, user, getAccessToken]);

  if (status !== 'ready' || access === 'checking') {
    return <LoadingIndicator label={t('admin.checking', { ns: SHELL_NAMESPACE })} />;
  }
  return access === 'granted' ? <Outlet /> : <UnauthorisedPage />;
}
