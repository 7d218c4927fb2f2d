// The parts of a customer's record (issue 19): the identity facts to check a caller against, their
// policies, quotes, accounts and what agents did for them. The record page shows them all; the chat
// page shows them beside a conversation.
import type { GetCustomerRecordResult } from '@brand/api-client';
import { formatCoverTime, formatGBP } from '@brand/domain';
import { DefinitionList } from '@brand/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActionText } from '../audit/audit-action-text';
import { customerDateOfBirth, customerName, givenOr, schemeLabel } from './customer-facts';
import { RecordTable } from './RecordTable';

/** A section of the record: its heading, then its table, or the sentence saying it is empty. */
export function RecordSection({
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

/** The facts an agent checks a caller against. */
export function IdentitySection({ record }: { record: GetCustomerRecordResult }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('admin.record.identity.title')}</h2>
      <DefinitionList
        rows={[
          {
            id: 'name',
            term: t('admin.record.identity.name'),
            description: customerName(record, t),
          },
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
  );
}

/** The customer's policies, quotes, accounts and the agents' actions on them. */
export function RecordHoldings({ record }: { record: GetCustomerRecordResult }) {
  const { t } = useTranslation();
  const ids = useId();
  const column = (key: string) => t(`admin.record.columns.${key}`);
  return (
    <>
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
              auditActionText(t, action, record.userId),
            ],
          }))}
        />
      </RecordSection>
    </>
  );
}
