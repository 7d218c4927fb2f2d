// The billing tab of a policy (spec 001 §2 "Billing tab"): the customer account, payment methods,
// the latest statement with its payment message, the next-statement estimate and the previous
// statements with their line items. Money arrives in pence and shows as pounds (spec 001 §9).
import { formatGBP, isPolicyEnded } from '@brand/domain';
import {
  type BrandTheme,
  DefinitionList,
  ErrorState,
  LoadingIndicator,
  mq,
  Notification,
} from '@brand/ui';
import styled from '@emotion/styled';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { useJourneyLoad } from '../shared/journey-load';
import { longDate } from '../shared/proposal-model';
import { useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import { BillingNotices, type BillingReturn, billingReturnOf } from './BillingNotices';
import { LatestStatement, PreviousStatement } from './BillingStatement';
import { accountFactRows } from './billing-texts';
import {
  type CustomerAccount,
  loadBilling,
  type PaymentMethod,
  type StatementEstimate,
} from './billingApi';
import {
  initialBillingState,
  selectBilling,
  selectBillingState,
  selectLatestStatement,
  selectPreviousStatements,
} from './billingSlice';
import { PaymentDayEditor } from './PaymentDayEditor';
import { PaymentMethods } from './PaymentMethods';
import { PaymentsChart } from './PaymentsChart';
import type { Policy } from './policyApi';

const dayOf = (iso: string | null) => (iso ? longDate(iso) : '');

const Sections = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xl}px;
  min-width: 0;
`;
});

const SectionFrame = styled.section(({ theme }) => {
  const { space, typeScale } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.sm}px;
  min-width: 0;
  > h2 {
    margin: 0;
    font-size: ${typeScale.h3.fontSize}px;
    line-height: ${typeScale.h3.lineHeight}px;
    ${mq('sm')} {
      font-size: ${typeScale.h2.fontSize}px;
      line-height: ${typeScale.h2.lineHeight}px;
    }
  }
  > p { margin: 0; }
`;
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionFrame aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionFrame>
  );
}

/**
 * Props of BillingTab: the policy the page frame loaded (policy-tab-pages.tsx). Its number finds
 * the account, so the tab asks for the policy no second time.
 */
export interface BillingTabProps {
  policy: Pick<Policy, 'policyId' | 'policyNumber' | 'productUrlName' | 'policyDetail'>;
}

/**
 * Loads and shows a policy's billing. Back from the direct-debit page (`redirect_flow_id`), it
 * completes the mandate first, so the new Direct Debit shows; back from a card page (`status`), it
 * says how that went.
 */
export function BillingTab({ policy }: BillingTabProps) {
  const { policyId, policyNumber } = policy;
  const t = useTexts();
  const { search } = useLocation();
  const flowId = new URLSearchParams(search).get('redirect_flow_id');
  const returned = billingReturnOf(search);
  const requestId = useJourneyLoad(`${policyId}:${flowId ?? ''}`, (dispatch) =>
    dispatch(loadBilling({ policyId, policyNumber, redirectFlowId: flowId })),
  );
  const current = useJourneySelector(selectBillingState);
  // Until this tab's own load has started, it shows what a tab that has loaded nothing shows.
  const state = current.requestId === requestId ? current : initialBillingState;
  const mandateFailed = state.mandateFailed;

  const billing = selectBilling(state);
  const latest = selectLatestStatement(state);
  const previous = selectPreviousStatements(state);
  // The statements show only under an account (below): their PDF links are asked for by it.
  const accountId = billing?.account?.accountId ?? '';
  // The chart's last month is the month the tab was opened in.
  const [now] = useState(() => new Date());
  return (
    <Sections>
      {mandateFailed ? (
        <Notification tone="critical">
          <p>{t('checkout.mandateFailed')}</p>
        </Notification>
      ) : null}
      {returned ? <ReturnNotice returned={returned} /> : null}
      {flowId && !mandateFailed && state.loadStatus === 'ready' ? (
        <Notification tone="success">
          <p>{t('billing.paymentMethods.directDebitSet')}</p>
        </Notification>
      ) : null}
      {state.loadStatus === 'failed' ? (
        <ErrorState heading={t('billing.loadFailed')} announce>
          {state.failure?.message ?? null}
        </ErrorState>
      ) : !billing ? (
        <LoadingIndicator label={t('billing.loading')} />
      ) : !billing.account ? (
        <p>{t('billing.noAccount')}</p>
      ) : (
        <>
          <BillingNotices
            account={billing.account}
            productUrlName={policy.productUrlName}
            paymentMethods={billing.paymentMethods}
            justPaid={returned === 'paid'}
            coverEnded={isPolicyEnded(policy.policyDetail.policyStatus)}
          />
          <Section id="billing-account" title={t('billing.account.title')}>
            <AccountFacts account={billing.account} paymentMethods={billing.paymentMethods} />
            <PaymentDayEditor account={billing.account} />
          </Section>
          <Section id="billing-methods" title={t('billing.paymentMethods.title')}>
            <PaymentMethods
              account={billing.account}
              productUrlName={policy.productUrlName}
              paymentMethods={billing.paymentMethods}
              coverEnded={isPolicyEnded(policy.policyDetail.policyStatus)}
            />
          </Section>
          <Section id="billing-payments" title={t('billing.payments.heading')}>
            <PaymentsChart statements={billing.statements} now={now} />
          </Section>
          <Section id="billing-latest" title={t('billing.statements.latest')}>
            {latest ? (
              <LatestStatement statement={latest} accountId={accountId} />
            ) : (
              <p>{t('billing.statements.empty')}</p>
            )}
          </Section>
          {billing.estimate ? (
            <Section id="billing-estimate" title={t('billing.statements.nextEstimate')}>
              <EstimateFacts estimate={billing.estimate} />
            </Section>
          ) : null}
          {previous.length > 0 ? (
            <Section id="billing-previous" title={t('billing.statements.previous')}>
              <div>
                {previous.map((statement) => (
                  <PreviousStatement
                    key={statement.statementId}
                    statement={statement}
                    accountId={accountId}
                  />
                ))}
              </div>
            </Section>
          ) : null}
        </>
      )}
    </Sections>
  );
}

const RETURN_TONES = { paid: 'success', cardSaved: 'success', cancelled: 'info' } as const;

function ReturnNotice({ returned }: { returned: BillingReturn }) {
  const t = useTexts();
  return (
    <Notification tone={RETURN_TONES[returned]}>
      <p>{t(`billing.returned.${returned}`)}</p>
    </Notification>
  );
}

function AccountFacts({
  account,
  paymentMethods,
}: {
  account: CustomerAccount;
  paymentMethods: readonly PaymentMethod[];
}) {
  const t = useTexts();
  return (
    <DefinitionList
      rows={[
        { id: 'code', term: t('billing.account.code'), description: account.accountCode },
        ...accountFactRows(account, paymentMethods, t),
      ]}
    />
  );
}

function EstimateFacts({ estimate }: { estimate: StatementEstimate }) {
  const t = useTexts();
  return (
    <DefinitionList
      rows={[
        {
          id: 'amount',
          term: t('billing.statements.estimateAmount'),
          description: formatGBP(estimate.amount),
        },
        {
          id: 'period',
          term: t('billing.statements.periodLabel'),
          description: t('billing.statements.period', {
            start: dayOf(estimate.servicePeriodStart),
            end: dayOf(estimate.servicePeriodEnd),
          }),
        },
        {
          id: 'due',
          term: t('billing.statements.dueLabel'),
          description: dayOf(estimate.paymentDueAt),
        },
      ]}
    />
  );
}
