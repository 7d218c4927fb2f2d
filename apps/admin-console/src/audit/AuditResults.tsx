import { routerLink } from '@brand/app-shell';
import { formatCoverTime } from '@brand/domain';
import { AppLink, Button, ErrorState, LoadingIndicator } from '@brand/ui';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable } from '../customers/RecordTable';
import { auditActionText } from './audit-action-text';
import { type AuditFilters, auditLogHref } from './audit-filters';
import type { AuditLogView, AuditPerson } from './useAuditLog';

/** A person as a choice or a filter names them: name and email, whichever are known. */
function personText(person: AuditPerson, t: TFunction): string {
  if (person.name && person.email) {
    return t('admin.audit.choose.person', { name: person.name, email: person.email });
  }
  return person.name ?? person.email ?? person.userId;
}

/**
 * The people a name matched, each a link to the log filtered by them (by user id, so the choice
 * is exact), the other filters kept.
 */
function Choices({
  kind,
  people,
  filters,
}: {
  kind: 'agents' | 'customers';
  people: AuditPerson[];
  filters: AuditFilters;
}) {
  const { t } = useTranslation();
  const heading = useId();
  if (people.length === 0) return null;
  const byId = kind === 'agents' ? 'agentUserId' : 'customerUserId';
  const byText = kind === 'agents' ? 'agent' : 'customer';
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{t(`admin.audit.choose.${kind}`)}</h2>
      <ul>
        {people.map((person) => (
          <li key={person.userId}>
            <AppLink
              href={auditLogHref({ ...filters, [byText]: undefined, [byId]: person.userId })}
              renderLink={routerLink}
            >
              {personText(person, t)}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the log answered for the filters: its entries a page at a time, people to choose, or why not. */
export function AuditResults({
  view,
  loadMore,
  filters,
}: {
  view: AuditLogView;
  loadMore: () => void;
  filters: AuditFilters;
}) {
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
  if (view.matches) {
    return (
      <>
        <Choices kind="agents" people={view.matches.agents} filters={filters} />
        <Choices kind="customers" people={view.matches.customers} filters={filters} />
      </>
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
