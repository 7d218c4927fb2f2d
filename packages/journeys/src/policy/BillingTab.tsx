// The billing tab of a policy (spec 001 §2 "Billing tab"): the customer account, payment methods,
// the latest statement with its payment message, the next-statement estimate and the previous
// statements with their line items. Money arrives in pence and shows as pounds (spec 001 §9).
import { isAbortError } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { formatGBP, ordinal } from '@brand/domain';
import type { Translate } from '@brand/forms/react';
import { ErrorState, LoadingIndicator, Notification } from '@brand/ui';
import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { longDate } from '../quote/proposal-model';
import { callFailure } from '../quote/quoteApi';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { JourneyPage } from '../shared/JourneyPage';
import { completeDirectDebitMandate } from '../shared/paymentsApi';
import { BillingNotices } from './BillingNotices';
import { statementMessageOf, statementStatusView } from './billing-view';
import { type LineItem, loadPolicyBilling, type PaymentMethod, type Statement } from './billingApi';
import {
  billingSlice,
  initialBillingState,
  loaded,
  loadFailed,
  loadStarted,
  selectBilling,
  selectLatestStatement,
  selectPreviousStatements,
} from './billingSlice';

const dayOf = (iso: string | null) => (iso ? longDate(iso) : '');

/** Props of BillingTab. */
export interface BillingTabProps {
  policyId: string;
  t: Translate;
}

/**
 * Loads and shows a policy's billing. Back from the direct-debit page (`redirect_flow_id`), it
 * completes the mandate first, so the new Direct Debit shows.
 */
export function BillingTab({ policyId, t }: BillingTabProps) {
  const api = useApiClient();
  const { search } = useLocation();
  const [state, dispatch] = useReducer(billingSlice.reducer, initialBillingState);
  const flowId = new URLSearchParams(search).get('redirect_flow_id');
  const [mandateFailed, setMandateFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    dispatch(loadStarted(policyId));
    (async () => {
      if (flowId) {
        const action = `mandate:${flowId}`;
        try {
          await completeDirectDebitMandate(
            api,
            { body: { redirectFlowId: flowId } },
            { idempotencyKey: idempotencyKeyFor(action), signal: controller.signal },
          );
          actionSucceeded(action);
        } catch (error) {
          if (isAbortError(error)) return;
          setMandateFailed(true);
        }
      }
      dispatch(loaded(await loadPolicyBilling(api, policyId, controller.signal)));
    })().catch((error: unknown) => {
      if (!isAbortError(error) && !controller.signal.aborted) {
        dispatch(loadFailed(callFailure(error)));
      }
    });
    return () => controller.abort();
  }, [api, policyId, flowId]);

  const billing = selectBilling(state);
  const latest = selectLatestStatement(state);
  const previous = selectPreviousStatements(state);
  return (
    <JourneyPage
      title={t('billing.title')}
      subtitle={billing ? t('policy.number', { policyNumber: billing.policyNumber }) : undefined}
      upLink={{ text: t('billing.back'), href: '/' }}
      t={t}
    >
      {mandateFailed ? (
        <Notification tone="critical">
          <p>{t('checkout.mandateFailed')}</p>
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
          <BillingNotices account={billing.account} paymentMethods={billing.paymentMethods} t={t} />
          <section aria-labelledby="billing-account">
            <h2 id="billing-account">{t('billing.account.title')}</h2>
            <dl>
              <dt>{t('billing.account.balance')}</dt>
              <dd>{balanceText(billing.account.accountBalance, t)}</dd>
              <dt>{t('billing.account.outstanding')}</dt>
              <dd>{formatGBP(billing.account.outstandingAmount)}</dd>
              <dt>{t('billing.paymentDay.title')}</dt>
              <dd>
                {t('billing.paymentDay.value', { ordinal: ordinal(billing.account.paymentDay) })}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="billing-methods">
            <h2 id="billing-methods">{t('billing.paymentMethods.title')}</h2>
            {billing.paymentMethods.length === 0 ? (
              <p>{t('billing.paymentMethods.none')}</p>
            ) : (
              <ul>
                {billing.paymentMethods.map((method) => (
                  <li key={method.paymentMethodId}>{paymentMethodText(method, t)}</li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="billing-latest">
            <h2 id="billing-latest">{t('billing.statements.latest')}</h2>
            {latest ? (
              <StatementView statement={latest} t={t} withMessage />
            ) : (
              <p>{t('billing.statements.empty')}</p>
            )}
          </section>
          {billing.estimate ? (
            <section aria-labelledby="billing-estimate">
              <h2 id="billing-estimate">{t('billing.statements.nextEstimate')}</h2>
              <p>
                {t('billing.statements.estimateFor', {
                  amount: formatGBP(billing.estimate.amount),
                  start: dayOf(billing.estimate.servicePeriodStart),
                  end: dayOf(billing.estimate.servicePeriodEnd),
                  date: dayOf(billing.estimate.paymentDueAt),
                })}
              </p>
            </section>
          ) : null}
          {previous.length > 0 ? (
            <section aria-labelledby="billing-previous">
              <h2 id="billing-previous">{t('billing.statements.previous')}</h2>
              {previous.map((statement) => (
                <StatementView key={statement.statementId} statement={statement} t={t} />
              ))}
            </section>
          ) : null}
        </>
      )}
    </JourneyPage>
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
      brand: method.cardBrand ?? t('billing.paymentMethods.card'),
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

/** A statement status: the text always, with the status's icon named by it (a draft has none). */
export function StatementStatus({ status, t }: { status: string; t: Translate }) {
  const view = statementStatusView(status);
  const label = t(view.labelKey);
  return (
    <span>
      {view.glyph ? (
        <span role="img" aria-label={label} title={label}>
          {view.glyph}
        </span>
      ) : null}{' '}
      <span aria-hidden={view.glyph ? true : undefined}>{label}</span>
    </span>
  );
}

function lineItemText(item: LineItem, t: Translate): string {
  const described = t(item.descriptionKey, { value: item.descriptionValue ?? '' });
  const text = described === item.descriptionKey ? t(`enums.ledgerTypes.${item.type}`) : described;
  return item.paymentMethodDescription ? `${text} (${item.paymentMethodDescription})` : text;
}

function StatementView({
  statement,
  t,
  withMessage = false,
}: {
  statement: Statement;
  t: Translate;
  withMessage?: boolean;
}) {
  const number = statement.statementNumber + 1;
  const heading = t('billing.statements.number', { number });
  const message = statementMessageOf(statement, longDate);
  return (
    <article aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        <dt>{t('billing.statements.status')}</dt>
        <dd>
          <StatementStatus status={statement.status} t={t} />
        </dd>
        <dt>{t('billing.statements.outstanding')}</dt>
        <dd>{formatGBP(statement.amountOutstanding)}</dd>
        <dt>{t('billing.statements.dueLabel')}</dt>
        <dd>{dayOf(statement.paymentDueAt)}</dd>
      </dl>
      {withMessage ? <p>{t(message.key, message.params)}</p> : null}
      {statement.lineItems.length > 0 ? (
        <table>
          <caption>{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.statements.columns.date')}</th>
              <th scope="col">{t('billing.statements.columns.description')}</th>
              <th scope="col">{t('billing.statements.columns.amount')}</th>
              <th scope="col">{t('billing.statements.status')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.lineItems.map((item) => (
              <tr key={item.lineItemId}>
                <td>{dayOf(item.effectiveAt)}</td>
                <td>{lineItemText(item, t)}</td>
                <td>{formatGBP(item.amount)}</td>
                <td>{t(`billing.lineItemStatuses.${item.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
