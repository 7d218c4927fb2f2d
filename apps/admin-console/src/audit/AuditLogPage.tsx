import { routerLink, useHoldsPermission } from '@brand/app-shell';
import type { Permission } from '@brand/domain';
import { AppLink, LoadingIndicator } from '@brand/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UnauthorisedPage } from '../access/UnauthorisedPage';
import { AdminPage } from '../impersonation/AdminPage';
import { AuditFilterFields, formOfFilters } from './AuditFilterFields';
import { AuditResults } from './AuditResults';
import { AUDIT_FILTERS, type AuditFilters } from './audit-filters';
import { useAuditLog } from './useAuditLog';

export { auditLogHref } from './audit-filters';

/** The permission the platform's GET /agent/audit asks for. */
export const AUDIT_LOG_PERMISSION = 'access:audit-log' satisfies Permission;

/**
 * The supervisor's audit log (issue 19): what agents did, newest first, by agent, customer and
 * London days, a page at a time with "Load more". Only for holders of access:audit-log (others
 * get the Unauthorised page; the platform refuses them the call regardless).
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const holds = useHoldsPermission(AUDIT_LOG_PERMISSION);
  const [params] = useSearchParams();
  if (holds === null) {
    return (
      <AdminPage title={t('admin.audit.title')}>
        <LoadingIndicator label={t('admin.audit.loading')} />
      </AdminPage>
    );
  }
  // A new address (a link to the log filtered otherwise) starts the form from its filters.
  return holds ? <AuditLog key={params.toString()} /> : <UnauthorisedPage />;
}

function AuditLog() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied: AuditFilters = Object.fromEntries(
    AUDIT_FILTERS.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const [form, setForm] = useState(() => formOfFilters(applied));
  const { view, loadMore } = useAuditLog(applied);

  // A person filtered by user id (a row's or a record's link) is named in their field once the
  // platform says who they are, by email (unique), so applying the form again keeps them.
  const named = useRef(false);
  useEffect(() => {
    if (named.current || view.status !== 'loaded') return;
    named.current = true;
    const nameOf = (person: { email: string | null; name: string | null } | null) =>
      person ? (person.email ?? person.name ?? '') : '';
    setForm((shown) => ({
      ...shown,
      agent: shown.agent || nameOf(view.agent),
      customer: shown.customer || nameOf(view.customer),
    }));
  }, [view]);

  return (
    <AdminPage title={t('admin.audit.title')}>
      <p>
        <AppLink href="/" renderLink={routerLink}>
          {t('admin.record.back')}
        </AppLink>
      </p>
      <AuditFilterFields form={form} setForm={setForm} onApply={(next) => setParams(next)} />
      <AuditResults view={view} loadMore={loadMore} filters={applied} />
    </AdminPage>
  );
}
