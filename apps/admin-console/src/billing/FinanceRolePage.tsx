import { routerLink } from '@brand/app-shell';
import { AppLink } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../impersonation/AdminPage';

/**
 * What an agent without the finance role sees at a customer's billing view: a page that says what
 * is missing and where to go on, not an error. The console shows it when the token lacks the role
 * and when the platform refuses the call for it (403 role.missing).
 */
export function FinanceRolePage({ recordHref }: { recordHref: string }) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.billing.roleMissing.title')}>
      <p>{t('admin.billing.roleMissing.body')}</p>
      <p>
        <AppLink href={recordHref} renderLink={routerLink}>
          {t('admin.billing.recordLink')}
        </AppLink>
      </p>
    </AdminPage>
  );
}
