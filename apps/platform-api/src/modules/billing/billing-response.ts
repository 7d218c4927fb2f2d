import type { Sql } from '../../db/database';
import { loadStatementSummaries } from './account-statements';
import type { CustomerAccountRecord } from './customer-account-repository';
import { customerBalance } from './ledger-repository';
import type { LedgerTransaction } from './ledger-transaction';
import { failedOutstandingPence } from './outstanding-balance';
import type { PaymentMethodRecord } from './payment-method-repository';
import type { StatementSummary } from './statement-summary';

/**
 * An account as the API answers it: its balance summed from the ledger when asked. A caller that
 * has already summed the account's statements (`loadStatementSummaries`) passes them, so the
 * ledger is not read twice.
 */
export async function accountResponse(
  sql: Sql,
  account: CustomerAccountRecord,
  summedStatements?: readonly StatementSummary[],
) {
  const [balance, statements] = await Promise.all([
    customerBalance(sql, account.id),
    summedStatements ?? loadStatementSummaries(sql, account.id),
  ]);
  return {
    accountId: account.id,
    accountCode: account.accountCode,
    status: account.status,
    policyId: account.policyId,
    policyNumber: account.policy.policyNumber,
    billingType: account.billingType,
    accountBalance: balance,
    outstandingAmount: failedOutstandingPence(statements),
    paymentDay: account.paymentDay,
    paymentMethodType: account.paymentMethodType,
  };
}

export function lineItemResponse(line: LedgerTransaction) {
  return {
    lineItemId: line.id,
    type: line.kind,
    amount: line.customerAmountPence,
    descriptionKey: line.descriptionKey,
    descriptionValue: line.descriptionValue,
    paymentMethodDescription: line.paymentMethodDescription,
    servicePeriodStart: line.servicePeriod?.start ?? null,
    servicePeriodEnd: line.servicePeriod?.end ?? null,
    effectiveAt: line.effectiveAt,
    subType: line.subType,
    status: line.status,
  };
}

export function statementSummaryResponse(statement: StatementSummary) {
  return {
    statementId: statement.id,
    statementNumber: statement.statementNumber,
    createdAt: statement.createdAt,
    status: statement.status,
    statementBalance: statement.statementBalance,
    subtotalBalance: statement.subtotalBalance,
    broughtForwardBalance: statement.broughtForwardBalance,
    carriedForwardBalance: statement.carriedForwardBalance,
    amountOutstanding: statement.amountOutstanding,
    paymentDueAt: statement.paymentDueAt,
    servicePeriodStart: statement.servicePeriod?.start ?? null,
    servicePeriodEnd: statement.servicePeriod?.end ?? null,
    final: statement.final,
  };
}

export function statementResponse(statement: StatementSummary) {
  return {
    ...statementSummaryResponse(statement),
    lineItems: statement.lineItems.map(lineItemResponse),
  };
}

export function paymentMethodResponse(method: PaymentMethodRecord) {
  return {
    paymentMethodId: method.id,
    type: method.type,
    mandateId: method.mandate?.mandateId ?? null,
    bankName: method.mandate?.bankName ?? null,
    accountNumberEnding: method.mandate?.accountNumberEnding ?? null,
    mandateStatus: method.mandate?.status ?? null,
    cardBrand: method.card?.brand ?? null,
    cardLast4: method.card?.last4 ?? null,
    cardExpiryMonth: method.card?.expiryMonth ?? null,
    cardExpiryYear: method.card?.expiryYear ?? null,
  };
}
