// The quote journey's calls (spec 000 §7) as journey thunks over @brand/api-client: each resolves to
// the proposal as the platform answered, so the slice keeps one copy of it.
import {
  type ApiClient,
  type ApiClientError,
  bindProposal,
  createCustomerAccount,
  createProposal,
  createProposalAccount,
  type GetProposalResult,
  getProposal,
  idCheckProposal,
  isApiClientError,
  setProposalAutoRenewal,
  type UpdateProposalBody,
  updateProposal,
  validateAccount,
  verifyProposal,
} from '@brand/api-client';
import { attempt, journeyThunk as thunk } from '../shared/journey-thunk';
import { type MergeOutcome, mergeVisitorProposals, visitorClient } from './anonymous-merge';
import type { WithQuote } from './quoteSlice';

/** A proposal as the platform returns it. */
export type Proposal = GetProposalResult;
/** One change of PATCH /proposals/{id}. */
export type ProposalChange = UpdateProposalBody['changes'][number];

/** GET /proposals/{id}. */
export const loadProposal = thunk(
  'quote/loadProposal',
  (proposalCode: string, { extra, rejectWithValue }) =>
    attempt(() => getProposal(extra.api, { id: proposalCode }), rejectWithValue),
);

/** POST /proposals: a new proposal of the scheme, with the promo code from the URL. */
export const startProposal = thunk(
  'quote/startProposal',
  (input: { schemeCode: string; promoCode?: string | null }, { extra, rejectWithValue }) =>
    attempt(
      () =>
        createProposal(extra.api, {
          body: {
            schemeCode: input.schemeCode,
            ...(input.promoCode ? { promoCode: input.promoCode } : {}),
          },
        }),
      rejectWithValue,
    ),
);

/** PATCH /proposals/{id}: answers or choices, rated when asked. */
export const saveChanges = thunk(
  'quote/saveChanges',
  (
    input: { proposalCode: string; changes: ProposalChange[]; applyRating?: boolean },
    { extra, rejectWithValue },
  ) =>
    attempt(
      () =>
        updateProposal(extra.api, {
          id: input.proposalCode,
          body: {
            changes: input.changes,
            ...(input.applyRating ? { applyRating: true } : {}),
          },
        }),
      rejectWithValue,
    ),
);

/** PUT /proposals/{id}/id-check, then the proposal again (it records the check). */
export const runIdCheck = thunk(
  'quote/runIdCheck',
  (proposalCode: string, { extra, rejectWithValue }) =>
    attempt(async () => {
      const result = await idCheckProposal(extra.api, { id: proposalCode });
      return { isClear: result.isClear };
    }, rejectWithValue),
);

/** POST /policyholder/validateAccount: OK, or CONFLICT when the email holds another account. */
export const checkAccount = thunk(
  'quote/checkAccount',
  (proposalCode: string, { extra, rejectWithValue }) =>
    attempt(() => validateAccount(extra.api, { body: { source: proposalCode } }), rejectWithValue),
);

/** PUT /proposals/{id}/autoRenewal. */
export const setAutoRenewal = thunk(
  'quote/setAutoRenewal',
  (input: { proposalCode: string; enabled: boolean }, { extra, rejectWithValue }) =>
    attempt(
      () =>
        setProposalAutoRenewal(extra.api, {
          id: input.proposalCode,
          body: { enabled: input.enabled },
        }),
      rejectWithValue,
    ),
);

/** What Confirm on the summary came to. */
export type ConfirmOutcome =
  | { kind: 'verificationFailed'; checks: { check: string; result: string }[] }
  /** The customer owes money on another policy (pence; null when the platform did not say). */
  | { kind: 'outstandingBalance'; outstandingAmount: number | null }
  | { kind: 'bound'; proposal: Proposal }
  | { kind: 'payment'; proposal: Proposal };

/** The code of the 402 POST /customerAccounts answers while another account owes money. */
export const OUTSTANDING_BALANCE_CODE = 'customerAccount.outstandingBalance';

/**
 * POST /customerAccounts {proposalCode} (spec 000 §4.4), with its 402 "handled separately": an
 * outstanding balance elsewhere blocks this policy until paid, so it is an outcome, not a failure.
 * A 409 only says the bind has not opened the account yet (the bind opens it), so Confirm goes on.
 */
async function customerAccountBlock(
  api: ApiClient,
  proposalCode: string,
): Promise<Extract<ConfirmOutcome, { kind: 'outstandingBalance' }> | null> {
  try {
    await createCustomerAccount(api, { body: { proposalCode } });
    return null;
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    if (error.status === 402) {
      return { kind: 'outstandingBalance', outstandingAmount: outstandingAmountOf(error) };
    }
    if (error.status === 409) return null;
    throw error;
  }
}

/** The amount a 402 names (pence), when it names a whole, positive one. */
export function outstandingAmountOf(error: Pick<ApiClientError, 'problem'>): number | null {
  const amount = (error.problem as { outstandingAmount?: unknown } | undefined)?.outstandingAmount;
  return typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? amount : null;
}

/**
 * Confirm on the summary (spec 000 §4.4): verify; when clear create the customer and their
 * account (stopping at an outstanding balance elsewhere), then bind when nothing is to pay, else
 * hand over to the payment step.
 */
export const confirmProposal = thunk(
  'quote/confirmProposal',
  (
    input: { proposalCode: string; nothingToPay: boolean },
    { extra, rejectWithValue },
  ): Promise<ConfirmOutcome> =>
    attempt(async (): Promise<ConfirmOutcome> => {
      const verification = await verifyProposal(extra.api, { id: input.proposalCode });
      if (!verification.isClear) {
        return { kind: 'verificationFailed', checks: verification.checks };
      }
      await createProposalAccount(extra.api, { id: input.proposalCode });
      const blocked = await customerAccountBlock(extra.api, input.proposalCode);
      if (blocked) return blocked;
      if (!input.nothingToPay) {
        return {
          kind: 'payment',
          proposal: await getProposal(extra.api, { id: input.proposalCode }),
        };
      }
      // One key per confirm: a retried bind takes effect once.
      const bound = await bindProposal(
        extra.api,
        { id: input.proposalCode, body: {} },
        { idempotencyKey: `bind-${input.proposalCode}-${Date.now()}` },
      );
      return { kind: 'bound', proposal: bound };
    }, rejectWithValue),
);

/**
 * After sign-in, moves the anonymous visitor's open quotes into the account (spec 000 §4), with the
 * visitor's token as the proof. Runs once per page load.
 */
export const mergeAnonymousProposals = thunk(
  'quote/mergeAnonymousProposals',
  (sourceAccessToken: string, { extra, rejectWithValue }): Promise<MergeOutcome> =>
    attempt(
      () =>
        mergeVisitorProposals(
          extra.api,
          (extra.clientForToken ?? visitorClient)(sourceAccessToken),
          sourceAccessToken,
        ),
      rejectWithValue,
    ),
  { condition: (_token, { getState }) => (getState() as WithQuote).quote.merge === 'idle' },
);
