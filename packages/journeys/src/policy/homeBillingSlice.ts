// Home's billing notifications (spec 001 §5): each of the signed-in customer's accounts with its
// payment methods, loaded by one journey thunk like every other screen's data (ADR 0027).
import {
  isAbortError,
  type ListPoliciesResult,
  listCustomerAccounts,
  listPaymentMethods,
  listPolicies,
} from '@brand/api-client';
import { isPolicyEnded, PRODUCT_KIND_OF_SCHEME } from '@brand/domain';
import { createSlice } from '@reduxjs/toolkit';
import { attempt, journeyThunk } from '../shared/journey-thunk';
import type { CustomerAccount, PaymentMethod } from './billingApi';

/** An account with its saved cards and Direct Debit mandates. */
export interface AccountWithMethods {
  account: CustomerAccount;
  paymentMethods: PaymentMethod[];
  /** Its policy's scheme, which names the policy's billing tab; null if the policies failed to load. */
  productUrlName: string | null;
  /** Its policy is live and set to renew automatically (a renewal will need a way to pay). */
  renewsAutomatically: boolean;
  /**
   * Its policy has ended (cancelled, lapsed, voided, not taken up, renewed): nothing more is
   * collected, so no card or Direct Debit is asked for; a balance still owed stands. False when
   * the policies failed to load: home then says what the account alone says, as before.
   */
  coverEnded: boolean;
}

type ListedPolicy = ListPoliciesResult[number];

/** A live policy that will renew by itself: auto-renewal on and not stopped; no drive-away. */
export function renewsAutomatically(policy: ListedPolicy): boolean {
  const { policyStatus, autoRenewalEnabled, renewalStopped } = policy.policyDetail;
  const kind = PRODUCT_KIND_OF_SCHEME[policy.productUrlName as keyof typeof PRODUCT_KIND_OF_SCHEME];
  return (
    (policyStatus === 'ACTIVE' || policyStatus === 'PENDING') &&
    autoRenewalEnabled &&
    !renewalStopped &&
    kind !== 'DRIVEAWAY'
  );
}

/**
 * Loads the customer's accounts and each one's payment methods (`homeBilling/load/...`); aborting
 * it (home left, another customer signed in) cancels the calls.
 */
export const loadHomeBilling = journeyThunk(
  'homeBilling/load',
  (_: undefined, { extra, signal, rejectWithValue }) =>
    attempt(async (): Promise<AccountWithMethods[]> => {
      const options = { signal };
      // The policies only add the renewal warning: if they fail to load, the other notices stand.
      const [accounts, policies] = await Promise.all([
        listCustomerAccounts(extra.api, {}, options),
        listPolicies(extra.api, {}, options).catch((error: unknown): ListPoliciesResult => {
          if (isAbortError(error)) throw error;
          return [];
        }),
      ]);
      const schemeOf = new Map(policies.map((policy) => [policy.policyId, policy.productUrlName]));
      const renewing = new Set(
        policies.filter(renewsAutomatically).map((policy) => policy.policyId),
      );
      const ended = new Set(
        policies
          .filter((policy) => isPolicyEnded(policy.policyDetail.policyStatus))
          .map((policy) => policy.policyId),
      );
      return Promise.all(
        accounts.map(async (account) => ({
          account,
          paymentMethods: await listPaymentMethods(extra.api, { id: account.accountId }, options),
          productUrlName: schemeOf.get(account.policyId) ?? null,
          renewsAutomatically: renewing.has(account.policyId),
          coverEnded: ended.has(account.policyId),
        })),
      );
    }, rejectWithValue),
);

/** Home's billing: the accounts as last loaded (empty while loading or after a failure). */
export interface HomeBillingState {
  /** The load the state answers (home shows only the state of the load it started). */
  requestId: string | null;
  accounts: AccountWithMethods[];
}

/** Before anything has loaded. */
export const initialHomeBillingState: HomeBillingState = { requestId: null, accounts: [] };

/** Home's billing notifications (action types `homeBilling/...`). */
export const homeBillingSlice = createSlice({
  name: 'homeBilling',
  initialState: initialHomeBillingState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadHomeBilling.pending, (state, action) => {
        state.requestId = action.meta.requestId;
        state.accounts = [];
      })
      .addCase(loadHomeBilling.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.accounts = action.payload;
      })
      // Home stays silent when the call fails (the billing tab says so in place).
      .addCase(loadHomeBilling.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.accounts = [];
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithHomeBilling {
  homeBilling: HomeBillingState;
}

/** Home's billing state. */
export const selectHomeBillingState = (state: WithHomeBilling) => state.homeBilling;
