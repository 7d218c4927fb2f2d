// The billing tab of a policy (spec 001 §2 "Billing tab"): the customer account, payment methods,
// the latest statement with its payment message, the next-statement estimate and the previous
// statements with their line items. Money arrives in pence and shows as pounds (spec 001 §9).
import { ShellPage } from '@brand/app-shell';
import { cardBrandName, formatGBP, ordinal } from '@brand/domain';
import type { Translate } from '@brand/forms';
import {
  type BrandTheme,
  DefinitionList,
  ErrorState,
  LoadingIndicator,
  mq,
  Notification,
} from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useJourneyLoad } from '../shared/journey-load';
import { longDate } from '../shared/proposal-model';
import { useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import { BillingNotices, type BillingReturn, billingReturnOf } from './BillingNotices';
import { LatestStatement, PreviousStatement } from './BillingStatement';
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

// Each method a bordered row: the kind in bold, its details under it; wraps on a phone.
const Methods = styled.ul(({ theme }) => {
  const { space, colors, radii, fontWeights } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${space.xxs}px;
    padding: ${space.sm}px ${space.md}px;
    border: 1px solid ${colors.borderSubtle};
    border-radius: ${radii.md}px;
    overflow-wrap: anywhere;
  }
  strong { font-weight: ${fontWeights.bold}; }
  span { color: ${colors.textSecondary}; }
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

/** Props of BillingTab. */
export interface BillingTabProps {
  policyId: string;
}

/**
 * Loads and shows a policy's billing. Back from the direct-debit page (`redirect_flow_id`), it
 * completes the mandate first, so the new Direct Debit shows; back from a card page (`status`), it
 * says how that went.
 */
export function BillingTab({ policyId }: BillingTabProps) {
  const t = useTexts();
  const { search } = useLocation();
  const flowId = new URLSearchParams(search).get('redirect_flow_id');
  const returned = billingReturnOf(search);
  const requestId = useJourneyLoad(`${policyId}:${flowId ?? ''}`, (dispatch) =>
    dispatch(loadBilling({ policyId, redirectFlowId: flowId })),
  );
  const current = useJourneySelector(selectBillingState);
  // Until this tab's own load has started, it shows what a tab that has loaded nothing shows.
  const state = current.requestId === requestId ? current : initialBillingState;
  const mandateFailed = state.mandateFailed;

  const billing = selectBilling(state);
  const latest = selectLatestStatement(state);
  const previous = selectPreviousStatements(state);
  return (
    <ShellPage
      focusOnNavigation
      title={t('billing.title')}
      subtitle={billing ? t('policy.number', { policyNumber: billing.policyNumber }) : undefined}
      upLink={{ text: t('billing.back'), href: '/' }}
    >
      <Sections>
        {mandateFailed ? (
          <Notification tone="critical">
            <p>{t('checkout.mandateFailed')}</p>
          </Notification>
        ) : null}
        {returned ? <ReturnNotice returned={returned} /> : null}
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
              paymentMethods={billing.paymentMethods}
              justPaid={returned === 'paid'}
            />
            <Section id="billing-account" title={t('billing.account.title')}>
              <AccountFacts account={billing.account} />
            </Section>
            <Section id="billing-methods" title={t('billing.paymentMethods.title')}>
              {billing.paymentMethods.length === 0 ? (
                <p>{t('billing.paymentMethods.none')}</p>
              ) : (
                <Methods>
                  {billing.paymentMethods.map((method) => (
                    <li key={method.paymentMethodId}>
                      <strong>
                        {t(
                          method.type === 'CARD'
                            ? 'billing.paymentMethods.cardTitle'
                            : 'billing.paymentMethods.directDebitTitle',
                        )}
                      </strong>
                      <span>{paymentMethodText(method, t)}</span>
                    </li>
                  ))}
                </Methods>
              )}
            </Section>
            <Section id="billing-latest" title={t('billing.statements.latest')}>
              {latest ? (
                <LatestStatement statement={latest} />
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
                    <PreviousStatement key={statement.statementId} statement={statement} />
                  ))}
                </div>
              </Section>
            ) : null}
          </>
        )}
      </Sections>
    </ShellPage>
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

function AccountFacts({ account }: { account: CustomerAccount }) {
  const t = useTexts();
  return (
    <DefinitionList
      rows={[
        { id: 'code', term: t('billing.account.code'), description: account.accountCode },
        {
          id: 'balance',
          term: t('billing.account.balance'),
          description: balanceText(account.accountBalance, t),
        },
        {
          id: 'outstanding',
          term: t('billing.account.outstanding'),
          description: formatGBP(account.outstandingAmount),
        },
        {
          id: 'paymentDay',
          term: t('billing.paymentDay.title'),
          description: t('billing.paymentDay.value', { ordinal: ordinal(account.paymentDay) }),
        },
        ...(account.paymentMethodType
          ? [
              {
                id: 'paysBy',
                term: t('billing.account.paysBy'),
                description: t(`enums.paymentMethodTypes.${account.paymentMethodType}`),
              },
            ]
          : []),
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

function balanceText(pence: number, t: Translate): string {
  if (pence < 0) return t('billing.account.credit', { amount: formatGBP(-pence) });
  return t('billing.account.debit', { amount: formatGBP(pence) });
}

/** A payment method as one line: a card's brand, last four and expiry, or the mandate's bank. */
export function paymentMethodText(method: PaymentMethod, t: Translate): string {
  if (method.type === 'CARD') {
    return t('billing.paymentMethods.cardDetails', {
      brand: method.cardBrand ? cardBrandName(method.cardBrand) : t('billing.paymentMethods.card'),
      last4: method.cardLast4 ?? '',
      month: String(method.cardExpiryMonth ?? '').padStart(2, '0'),
      year: method.cardExpiryYear ?? '',
    });
  }
  const text = t('billing.paymentMethods.bacsDebit', {
    bankName: method.bankName ?? '',
    accountNumberEnding: method.accountNumberEnding ?? '',
  });
  return method.mandateStatus === 'PENDING_CUSTOMER_APPROVAL'
    ? `${text}. ${t('billing.paymentMethods.mandatePending')}`
    : text;
}
