// The billing tab's calls (spec 001 §7) over @brand/api-client: the policy, its customer account,
// the account's payment methods, statements (each with its line items) and next-statement estimate.
import {
  type ApiClient,
  type GetNextStatementEstimateResult,
  type GetPolicyResult,
  type GetStatementResult,
  getNextStatementEstimate,
  getPolicy,
  getStatement,
  type ListCustomerAccountsResult,
  type ListPaymentMethodsResult,
  listCustomerAccounts,
  listPaymentMethods,
  listStatements,
} from '@brand/api-client';

/** A customer account. */
export type CustomerAccount = ListCustomerAccountsResult[number];
/** A saved card or direct-debit mandate. */
export type PaymentMethod = ListPaymentMethodsResult[number];
/** A statement with its line items. */
export type Statement = GetStatementResult;
/** A line item of a statement. */
export type LineItem = Statement['lineItems'][number];
/** The next statement as it stands. */
export type StatementEstimate = GetNextStatementEstimateResult[number];

/** Everything the billing tab shows; `account` null when the policy has none yet. */
export interface PolicyBilling {
  policyId: string;
  policyNumber: string;
  account: CustomerAccount | null;
  paymentMethods: PaymentMethod[];
  /** Newest first. */
  statements: Statement[];
  estimate: StatementEstimate | null;
}

/** Statements whose line items are loaded: a year of monthly statements and then some. */
export const STATEMENTS_SHOWN = 24;

/** Loads the billing of a policy: its account by policy number, then the account's billing. */
export async function loadPolicyBilling(
  api: ApiClient,
  policyId: string,
  signal?: AbortSignal,
): Promise<PolicyBilling> {
  const options = signal ? { signal } : undefined;
  const policy: GetPolicyResult = await getPolicy(api, { id: policyId }, options);
  const [account = null] = await listCustomerAccounts(
    api,
    { policyNumber: policy.policyNumber },
    options,
  );
  const base = { policyId, policyNumber: policy.policyNumber };
  if (!account) return { ...base, account, paymentMethods: [], statements: [], estimate: null };
  const id = account.accountId;
  const [paymentMethods, summaries, estimates] = await Promise.all([
    listPaymentMethods(api, { id }, options),
    listStatements(api, { id }, options),
    getNextStatementEstimate(api, { id }, options),
  ]);
  const statements = await Promise.all(
    summaries
      .slice(0, STATEMENTS_SHOWN)
      .map((summary) => getStatement(api, { id, statementId: summary.statementId }, options)),
  );
  return { ...base, account, paymentMethods, statements, estimate: estimates[0] ?? null };
}
