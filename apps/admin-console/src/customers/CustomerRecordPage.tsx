import type { GetCustomerRecordResult } from '@brand/api-client';
import { routerLink, useHoldsPermission, useHoldsRole } from '@brand/app-shell';
import { AppLink, Button, ErrorState, LoadingIndicator } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AUDIT_LOG_PERMISSION, auditLogHref } from '../audit/AuditLogPage';
import { customerBillingHref } from '../billing/customer-billing-href';
import { AdminPage } from '../impersonation/AdminPage';
import { IdentitySection, RecordHoldings } from './CustomerRecordSections';
import { customerName } from './customer-facts';
import { useCustomerRecord } from './useCustomerRecord';
import { useStartActingFor } from './useStartActingFor';

/** The record's sections, one under another. */
export const Sections = styled.div(
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
  const load = useCustomerRecord(userId);

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

function Record({ record, back }: { record: GetCustomerRecordResult; back: ReactNode }) {
  const { t } = useTranslation();
  const { start, busy, failed } = useStartActingFor(record.userId);
  const auditor = useHoldsPermission(AUDIT_LOG_PERMISSION);
  // Finance's view of the customer's billing across their accounts (spec 002 §5).
  const finance = useHoldsRole('finance');
  const name = customerName(record, t);
  return (
    <AdminPage title={name}>
      <Sections>
        <p>{back}</p>
        <IdentitySection record={record} />
        <div>
          <Button onClick={start} loading={busy}>
            {t('admin.record.actFor', { name })}
          </Button>
          {failed ? <p role="alert">{t('admin.record.failed')}</p> : null}
        </div>
        <RecordHoldings record={record} />
        {finance ? (
          <p>
            <AppLink href={customerBillingHref(record.userId)} renderLink={routerLink}>
              {t('admin.billing.link')}
            </AppLink>
          </p>
        ) : null}
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
