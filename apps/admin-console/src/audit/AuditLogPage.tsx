import { routerLink, useHoldsPermission } from '@brand/app-shell';
import { formatCoverTime, type Permission } from '@brand/domain';
import { AppLink, Button, ErrorState, LoadingIndicator, TextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UnauthorisedPage } from '../access/UnauthorisedPage';
import { RecordTable } from '../customers/RecordTable';
import { AdminPage } from '../impersonation/AdminPage';
import { auditActionText } from './audit-action-text';
import { type AuditLogView, useAuditLog } from './useAuditLog';

/** The filters a supervisor may set, kept in the address so a link can open the log filtered. */
const FILTERS = ['agentUserId', 'customerUserId', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Partial<Record<Filter, string>>;

/** The permission the platform's GET /agent/audit asks for. */
export const AUDIT_LOG_PERMISSION = 'access:audit-log' satisfies Permission;

/** The console's address of the log filtered as given (the record's trail links here). */
export function auditLogHref(filters: Filters): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query === '' ? '/audit' : `/audit?${query}`;
}

const FilterForm = styled.form(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.md}px;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: end;
  margin-bottom: ${theme.space.lg}px;
`,
);

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
  const applied: Filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? undefined]),
  );
  const [typed, setTyped] = useState<Filters>(applied);
  const { view, loadMore } = useAuditLog(applied);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      FILTERS.map((name) => [name, typed[name]?.trim() ?? '']).filter(([, value]) => value !== ''),
    );
    setParams(trimmed);
  };
  const field = (name: Filter) => (
    <TextInput
      id={`audit-${name}`}
      name={name}
      label={t(`admin.audit.filters.${name}`)}
      hint={name === 'from' || name === 'to' ? t('admin.audit.filters.dateHint') : undefined}
      value={typed[name] ?? ''}
      onChange={(value) => setTyped((shown) => ({ ...shown, [name]: value }))}
      autoComplete="off"
      spellCheck={false}
      width="full"
    />
  );

  return (
    <AdminPage title={t('admin.audit.title')}>
      <p>
        <AppLink href="/" renderLink={routerLink}>
          {t('admin.record.back')}
        </AppLink>
      </p>
      <FilterForm onSubmit={apply} noValidate aria-label={t('admin.audit.filters.label')}>
        {FILTERS.map((name) => (
          <div key={name}>{field(name)}</div>
        ))}
        <div>
          <Button type="submit">{t('admin.audit.filters.apply')}</Button>
        </div>
      </FilterForm>
      <AuditResults view={view} loadMore={loadMore} />
    </AdminPage>
  );
}

function AuditResults({ view, loadMore }: { view: AuditLogView; loadMore: () => void }) {
  const { t } = useTranslation();
  const heading = useId();
  if (view.status === 'loading') return <LoadingIndicator label={t('admin.audit.loading')} />;
  if (view.status === 'failed') {
    return (
      <ErrorState
        heading={t(`admin.audit.errors.${view.code ?? 'failed'}`, {
          defaultValue: t('admin.audit.errors.failed'),
        })}
        announce
      />
    );
  }
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{t('admin.audit.results', { count: view.entries.length })}</h2>
      {view.entries.length === 0 ? (
        <p>{t('admin.audit.none')}</p>
      ) : (
        <RecordTable
          labelledBy={heading}
          columns={[
            t('admin.record.agentActions.when'),
            t('admin.record.agentActions.who'),
            t('admin.audit.customer'),
            t('admin.record.agentActions.what'),
          ]}
          rows={view.entries.map((entry) => ({
            id: entry.id,
            cells: [
              formatCoverTime(entry.at),
              entry.agentUserId ? (
                <AppLink
                  key="agent"
                  href={auditLogHref({ agentUserId: entry.agentUserId })}
                  renderLink={routerLink}
                >
                  {entry.agentName ?? entry.agentUserId}
                </AppLink>
              ) : (
                t('admin.record.notGiven')
              ),
              entry.customerUserId ? (
                <AppLink
                  key="customer"
                  href={auditLogHref({ customerUserId: entry.customerUserId })}
                  renderLink={routerLink}
                >
                  {entry.customerName ?? entry.customerUserId}
                </AppLink>
              ) : (
                t('admin.record.notGiven')
              ),
              auditActionText(t, entry, entry.customerUserId),
            ],
          }))}
        />
      )}
      {view.nextCursor ? (
        <p>
          <Button variant="secondary" onClick={loadMore} loading={view.more}>
            {t('admin.audit.loadMore')}
          </Button>
        </p>
      ) : null}
      {view.moreFailed ? <p role="alert">{t('admin.audit.errors.failed')}</p> : null}
    </section>
  );
}
