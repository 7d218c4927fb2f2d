import {
  type GetCustomerRecordResult,
  getCustomerRecord,
  isApiClientError,
} from '@brand/api-client';
import { routerLink, useApiClient, useHoldsPermission } from '@brand/app-shell';
import { formatCoverTime, formatGBP } from '@brand/domain';
import { AppLink, Button, DefinitionList, ErrorState, LoadingIndicator } from '@brand/ui';
import styled from '@emotion/styled';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AUDIT_LOG_PERMISSION, auditLogHref } from '../audit/AuditLogPage';
import { AdminPage } from '../impersonation/AdminPage';
import { customerDateOfBirth, customerName, givenOr, schemeLabel } from './customer-facts';
import { RecordTable } from './RecordTable';
import { useActFor } from './useActFor';

type Load =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'loaded'; record: GetCustomerRecordResult };

const Sections = styled.div(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xl}px;
  h2 { margin: 0 0 ${theme.space.sm}px; }
`,
);

/**
 * A customer's record (issue 19): the facts to check a caller against, their policies, quotes and
 * accounts, and what agents did for them; acting for them starts here.
 */
export function CustomerRecordPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const api = useApiClient();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getCustomerRecord(api, { userId }, { signal: controller.signal }).then(
      (record) => setLoad({ status: 'loaded', record }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          status: isApiClientError(error) && error.status === 404 ? 'notFound' : 'failed',
        });
      },
    );
    return () => controller.abort();
  }, [api, userId]);

  const back = (
    <AppLink href="/" renderLink={routerLink}>
      {t('admin.record.back')}
    </AppLink>
  );
  if (load.status === 'loading') {
    return (
      <AdminPage title={t('admin.search.title')}>
        <LoadingIndicator label={t('admin.search.searching')} />
      </AdminPage>
    );
  }
  if (load.status !== 'loaded') {
    return (
      <AdminPage title={t('admin.search.title')}>
        <ErrorState
          heading={t(load.status === 'notFound' ? 'admin.record.notFound' : 'admin.record.failed')}
          announce
          actions={back}
        />
      </AdminPage>
    );
  }
  return <Record record={load.record} back={back} />;
}

/** A section of the record: its heading, then its table, or the sentence saying it is empty. */
function RecordSection({
  id,
  title,
  none,
  children,
}: {
  id: string;
  title: string;
  none: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {none === null ? children : <p>{none}</p>}
    </section>
  );
}

function Record({ record, back }: { record: GetCustomerRecordResult; back: ReactNode }) {
  const { t } = useTranslation();
  const ids = useId();
  const actFor = useActFor();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = customerName(record, t);
  const column = (key: string) => t(`admin.record.columns.${key}`);
  const auditor = useHoldsPermission(AUDIT_LOG_PERMISSION);

  const start = async () => {
    setBusy(true);
    setFailed(false);
    const failure = await actFor(record.userId);
    setBusy(false);
    if (failure) setFailed(true);
    else navigate('/');
  };

  return (
    <AdminPage title={name}>
      <Sections>
        <p>{back}</p>
        <section aria-labelledby={`${ids}-identity`}>
          <h2 id={`${ids}-identity`}>{t('admin.record.identity.title')}</h2>
          <DefinitionList
            rows={[
              { id: 'name', term: t('admin.record.identity.name'), description: name },
              {
                id: 'dob',
                term: t('admin.record.identity.dateOfBirth'),
                description: customerDateOfBirth(record, t),
              },
              {
                id: 'postcode',
                term: t('admin.record.identity.postcode'),
                description: givenOr(record.postcode, t),
              },
              {
                id: 'email',
                term: t('admin.record.identity.email'),
                description: givenOr(record.email, t),
              },
              {
                id: 'phone',
                term: t('admin.record.identity.phone'),
                description: givenOr(record.phone, t),
              },
            ]}
          />
        </section>
        <div>
          <Button onClick={start} loading={busy}>
            {t('admin.record.actFor', { name })}
          </Button>
          {failed ? <p role="alert">{t('admin.record.failed')}</p> : null}
        </div>
        <RecordSection
          id={`${ids}-policies`}
          title={t('admin.record.policies.title')}
          none={record.policies.length === 0 ? t('admin.record.policies.none') : null}
        >
          <RecordTable
            labelledBy={`${ids}-policies`}
            columns={['number', 'scheme', 'status', 'registration'].map(column)}
            rows={record.policies.map((policy) => ({
              id: policy.policyId,
              cells: [
                policy.policyNumber,
                schemeLabel(policy.schemeCode, t),
                t(`enums.policyStatuses.${policy.status}`, { defaultValue: policy.status }),
                givenOr(policy.registration, t),
              ],
            }))}
          />
        </RecordSection>
        <RecordSection
          id={`${ids}-quotes`}
          title={t('admin.record.quotes.title')}
          none={record.quotes.length === 0 ? t('admin.record.quotes.none') : null}
        >
          <RecordTable
            labelledBy={`${ids}-quotes`}
            columns={['reference', 'scheme', 'status', 'registration'].map(column)}
            rows={record.quotes.map((quote) => ({
              id: quote.proposalId,
              cells: [
                quote.quoteReference,
                schemeLabel(quote.schemeCode, t),
                t(`enums.proposalStatuses.${quote.status}`, { defaultValue: quote.status }),
                givenOr(quote.registration, t),
              ],
            }))}
          />
        </RecordSection>
        <RecordSection
          id={`${ids}-accounts`}
          title={t('admin.record.accounts.title')}
          none={record.accounts.length === 0 ? t('admin.record.accounts.none') : null}
        >
          <RecordTable
            labelledBy={`${ids}-accounts`}
            columns={[
              column('account'),
              column('number'),
              t('admin.record.accounts.balance'),
              t('admin.record.accounts.outstanding'),
              column('status'),
            ]}
            rows={record.accounts.map((account) => ({
              id: account.accountId,
              cells: [
                account.accountCode,
                account.policyNumber,
                formatGBP(account.accountBalance),
                formatGBP(account.outstandingAmount),
                t(`admin.record.accountStatuses.${account.status}`, {
                  defaultValue: account.status,
                }),
              ],
            }))}
          />
        </RecordSection>
        <RecordSection
          id={`${ids}-actions`}
          title={t('admin.record.agentActions.title')}
          none={record.agentActions.length === 0 ? t('admin.record.agentActions.none') : null}
        >
          <RecordTable
            labelledBy={`${ids}-actions`}
            columns={[
              t('admin.record.agentActions.when'),
              t('admin.record.agentActions.who'),
              t('admin.record.agentActions.what'),
            ]}
            rows={record.agentActions.map((action, index) => ({
              id: `${action.at}-${index}`,
              cells: [
                formatCoverTime(action.at),
                action.agentName ?? action.agentUserId,
                action.target ? `${action.action}: ${action.target}` : action.action,
              ],
            }))}
          />
        </RecordSection>
        {auditor ? (
          <p>
            <AppLink href={auditLogHref({ customerUserId: record.userId })} renderLink={routerLink}>
              {t('admin.audit.seeAll')}
            </AppLink>
          </p>
        ) : null}
      </Sections>
    </AdminPage>
  );
}
