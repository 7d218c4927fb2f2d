// The billing tab's calls (spec 001 §7) over @brand/api-client: the policy, its customer account,
// the account's payment methods, statements (each with its line items) and next-statement estimate.
import {
  type ApiClient,
  completeDirectDebitMandate,
  type GetNextStatementEstimateResult,
  type GetPolicyResult,
  type GetStatementDocumentResult,
  type GetStatementResult,
  getNextStatementEstimate,
  getStatement,
  getStatementDocument,
  isAbortError,
  type ListCustomerAccountsResult,
  type ListPaymentMethodsResult,
  listCustomerAccounts,
  listPaymentMethods,
  listStatements,
} from '@brand/api-client';
import { createAction } from '@reduxjs/toolkit';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { attempt, journeyThunk } from '../shared/journey-thunk';

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

/** The policy whose billing is loaded, as the page frame already holds it. */
export type BilledPolicy = Pick<GetPolicyResult, 'policyId' | 'policyNumber'>;

/**
 * Loads the billing of a policy: its account by policy number, then the account's billing. The
 * policy itself comes from the page frame's load, so a page load asks for it once.
 */
export async function loadPolicyBilling(
  api: ApiClient,
  policy: BilledPolicy,
  signal?: AbortSignal,
): Promise<PolicyBilling> {
  const options = signal ? { signal } : undefined;
  const { policyId, policyNumber } = policy;
  const [account = null] = await listCustomerAccounts(api, { policyNumber }, options);
  const base = { policyId, policyNumber };
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

/**
 * The billing tab's load (its action types `billing/load/...`). Back from the direct-debit page
 * (`redirectFlowId`) it completes the mandate first, so the new Direct Debit shows; a refused
 * completion is said at once (`mandateFailed`) and the billing loads all the same. Aborting the
 * returned promise (the tab left, another policy opened) cancels the calls.
 */
export const loadBilling = journeyThunk(
  'billing/load',
  async (
    input: BilledPolicy & { redirectFlowId: string | null },
    { extra, signal, dispatch, rejectWithValue },
  ) => {
    if (input.redirectFlowId) {
      const action = `mandate:${input.redirectFlowId}`;
      try {
        await completeDirectDebitMandate(
          extra.api,
          { body: { redirectFlowId: input.redirectFlowId } },
          { idempotencyKey: idempotencyKeyFor(action), signal },
        );
        actionSucceeded(action);
      } catch (error) {
        if (isAbortError(error)) throw error;
        dispatch(mandateFailed());
      }
    }
    return attempt(() => loadPolicyBilling(extra.api, input, signal), rejectWithValue);
  },
);

/** Completing the Direct Debit mandate was refused or failed (`billing/mandateFailed`). */
export const mandateFailed = createAction('billing/mandateFailed');

/**
 * Asks for a short-lived link to a statement's PDF (`billing/statementDocument/...`). The
 * platform draws the PDF when the link is opened and records nothing, so asking again is safe.
 */
export const openStatementDocument = journeyThunk(
  'billing/statementDocument',
  (
    input: { accountId: string; statementId: string },
    { extra, signal, rejectWithValue },
  ): Promise<GetStatementDocumentResult> =>
    attempt(
      () =>
        getStatementDocument(
          extra.api,
          { id: input.accountId, statementId: input.statementId },
          { signal },
        ),
      rejectWithValue,
    ),
);
