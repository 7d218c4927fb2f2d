import { DISCLOSURE_PATHS } from '@brand/config';
import {
  type AuditAction,
  isPaymentNeeded,
  type ReviewType,
  type SchemeUrlName,
} from '@brand/domain';
import type { Sql } from '../../db/database';
import { actingUserId } from '../../http/access';
import { writeAuditRow } from '../../http/audit-log';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { PlatformContext } from '../../platform-context';
import { newId } from '../../shared/ids';
import { findCustomerByUser } from '../customers';
import { generatePolicyDocuments } from '../documents';
import {
  findPolicy,
  initialPolicyStatus,
  insertPolicy,
  insertPolicyVersion,
  nextPolicyNumber,
  type PolicyRecord,
} from '../policy-records';
import type { DisclosureContext, ProposalRecord } from '../proposals';
import {
  activeSchedule,
  assertQuote,
  disclosureContext,
  findProposal,
  findQuote,
  hasCurrentVerification,
  isQuoteExpired,
  loadOwnedProposal,
  quoteExpired,
  refreshExpiry,
  type StoredQuote,
  saveCustomerFor,
  saveProposal,
  schemeUrlName,
} from '../proposals';
import { coverAtBind } from './cover-at-bind';
import { openCustomerAccount } from './customer-account-opening';
import { queuePolicyConfirmation, sendPolicyConfirmation } from './policy-confirmation';
import { createUpsellProposal } from './upsell-at-bind';

/** Payment method types a bind may name (spec 002 §9). */
export const BIND_PAYMENT_METHOD_TYPES = ['CARD', 'BACS_DEBIT'] as const;

/** The body of POST /proposals/{id}/bind. */
export type BindInput = {
  paymentMethodType?: (typeof BIND_PAYMENT_METHOD_TYPES)[number] | undefined;
};

/**
 * How a bind is asked for. `paymentSettled` is for the payments work: once its checkout has taken
 * the payment, it binds with it set; a bind over HTTP never sets it.
 */
export type BindOptions = {
  paymentSettled?: boolean;
  /**
   * For a renewal bound on its anniversary: nothing is taken at the bind, its statements are
   * collected afterwards from the payment method the customer already pays by.
   */
  paymentCollectedLater?: boolean;
  /**
   * What a payment was taken for: the bind issues only that quote, at that first payment, and
   * otherwise refuses with PaymentForAnotherQuoteError and changes nothing (a session opened on an
   * older, cheaper quote must not buy the current one). A null quote id checks the amount only
   * (payments recorded before their quote was kept).
   */
  paidFor?: { quoteId: string | null; amountPence: number } | undefined;
  /**
   * Runs inside the bind's transaction with the policy (just issued, or issued by an earlier
   * bind, which `issued` tells apart): the checkout records the payment here, so the payment and
   * the policy commit together or not at all.
   */
  withinBind?:
    | ((tx: Sql, policyId: string, bind: { issued: boolean }) => Promise<void>)
    | undefined;
};

/**
 * A payment's bind refused because the proposal's quote (or its first payment) is no longer the
 * one the payment was taken for: nothing was issued, and the payment must go back.
 */
export class PaymentForAnotherQuoteError extends Error {
  constructor(readonly proposalId: string) {
    super(`Proposal ${proposalId} has a different quote from the one its payment was taken for.`);
    this.name = 'PaymentForAnotherQuoteError';
  }
}

/** Whether `quote` is the quote a payment was taken for, at the first payment it asks. */
function isQuotePaidFor(
  proposal: ProposalRecord,
  quote: StoredQuote | null,
  paidFor: NonNullable<BindOptions['paidFor']>,
): boolean {
  if (!quote || (paidFor.quoteId !== null && paidFor.quoteId !== quote.id)) return false;
  const firstPayment = activeSchedule(proposal, quote.result)?.discountedInstalmentsPence[0];
  return firstPayment === paidFor.amountPence;
}

/** The scheme part of a policy number: MINI-FLX-100001, MINI-DAW-100001. */
export const POLICY_NUMBER_SCHEME_PARTS = {
  flex: 'FLX',
  driveaway: 'DAW',
} as const satisfies Record<SchemeUrlName, string>;

/** Whether a scheme's policies come up for renewal: flex renews, drive-away's fixed term never. */
export const REVIEW_TYPE_OF_SCHEME = {
  flex: 'AUTO',
  driveaway: 'NEVER',
} as const satisfies Record<SchemeUrlName, ReviewType>;

function assertVerified(proposal: ProposalRecord): void {
  if (!hasCurrentVerification(proposal)) {
    throw new ApiError('conflict', 'Please confirm your details again.', {
      code: 'proposal.verificationRequired',
    });
  }
  if (!proposal.verification?.isClear) {
    throw new ApiError('unprocessable', textOf('errors.verificationFailed.default'), {
      code: 'proposal.verificationFailed',
    });
  }
}

function assertRegistration(proposal: ProposalRecord): void {
  const vrn = proposal.data.vehicle?.vrn;
  if (typeof vrn === 'string' && vrn.trim() !== '') return;
  throw new ApiError('unprocessable', textOf('errors.missingRegistration.body'), {
    code: 'proposal.missingRegistration',
    errors: [
      {
        path: `${DISCLOSURE_PATHS.vehicle}.vrn`,
        message: 'validation.required',
        text: textOf('validation.required'),
      },
    ],
  });
}

/** 402 while the quote has something to pay: taking it is the checkout's job. */
function assertNothingToPay(proposal: ProposalRecord, quote: StoredQuote): void {
  const schedule = activeSchedule(proposal, quote.result);
  if (!schedule) {
    throw new ApiError('conflict', 'This quote has no payment schedule to buy it on.', {
      code: 'proposal.noPaymentSchedule',
    });
  }
  // The schedule's totals are pence; the domain's tolerance is pounds, as the spec's totals are.
  const discountedPence = schedule.totals.discounted;
  if (isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: discountedPence / 100 })) {
    throw new ApiError(
      'payment-required',
      `£${(discountedPence / 100).toFixed(2)} is due before this cover can start: pay at ` +
        'checkout (card or direct debit), which binds the proposal once the payment is taken.',
      { code: 'proposal.paymentRequired' },
    );
  }
}

async function writeAudit(
  tx: Sql,
  principal: Principal,
  action: AuditAction,
  target: string,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const actingAs = actingUserId(principal);
  await writeAuditRow(tx, {
    at,
    actorUserId: principal.userId,
    actingAsUserId: actingAs === principal.userId ? null : actingAs,
    action,
    target,
    detail,
  });
}

/** The policy's customer account and its first statement, in the bind's transaction (ADR 0011). */
async function openAccountFor(
  tx: Sql,
  policy: PolicyRecord,
  proposal: ProposalRecord,
  quote: StoredQuote,
  input: BindInput,
  now: Date,
): Promise<void> {
  const schedule = activeSchedule(proposal, quote.result);
  if (!schedule) return;
  await openCustomerAccount(
    tx,
    {
      policyId: policy.id,
      customerId: policy.customerId,
      inceptionAt: policy.inceptedAt,
      expiresAt: policy.expiredAt,
      billingType: schedule.type,
      instalmentsPence: schedule.instalmentsPence,
      discountedInstalmentsPence: schedule.discountedInstalmentsPence,
      paymentMethodType: input.paymentMethodType ?? null,
    },
    now,
  );
}

/**
 * Turns a checked quote into a policy: the customer (created when missing), the policy with its
 * first version, the proposal as POLICY, an audit entry, and for drive-away the flex upsell.
 */
async function issuePolicy(
  tx: Sql,
  principal: Principal,
  proposal: ProposalRecord,
  quote: StoredQuote,
  disclosure: DisclosureContext,
  input: BindInput,
): Promise<PolicyRecord> {
  const now = disclosure.now;
  const scheme = schemeUrlName(proposal);
  const customer =
    (await findCustomerByUser(tx, proposal.ownerUserId)) ??
    (await saveCustomerFor(tx, proposal, now));
  const { startAt, endAt } = coverAtBind(proposal, now);
  // A renewal continues its policy's history: the first inception and the count of renewals.
  const renewed =
    proposal.kind === 'RENEWAL' && proposal.sourcePolicyId
      ? await findPolicy(tx, proposal.sourcePolicyId)
      : null;
  const reviewType = REVIEW_TYPE_OF_SCHEME[scheme];
  const policy: PolicyRecord = {
    id: newId('POL'),
    policyNumber: `${proposal.brand}-${POLICY_NUMBER_SCHEME_PARTS[scheme]}-${await nextPolicyNumber(tx)}`,
    ownerUserId: proposal.ownerUserId,
    customerId: customer.id,
    proposalId: proposal.id,
    schemeCode: proposal.schemeCode,
    status: initialPolicyStatus(startAt, now),
    reviewType,
    renewalStopped: false,
    autoRenewalEnabled: reviewType === 'AUTO' && proposal.autoRenewalEnabled,
    renewalCycle: renewed ? renewed.renewalCycle + 1 : 0,
    firstInceptedAt: renewed?.firstInceptedAt ?? startAt,
    inceptedAt: startAt,
    expiredAt: endAt,
    terminatedAt: null,
    createdAt: now.toISOString(),
  };
  await insertPolicy(tx, policy);
  await insertPolicyVersion(tx, {
    policyId: policy.id,
    version: 1,
    quoteId: quote.id,
    data: proposal.data,
    // The first version changes nothing: the proposal's excess and covers are its own.
    choices: {},
    startedAt: startAt,
    createdAt: now.toISOString(),
  });
  await openAccountFor(tx, policy, proposal, quote, input, now);
  // The proposal states the period the policy runs for: the success page and email read it.
  await saveProposal(tx, proposal, { status: 'POLICY', policyId: policy.id, startAt, endAt }, now);
  const upsellId =
    scheme === 'driveaway' ? await createUpsellProposal(tx, proposal, policy, disclosure) : null;
  await writeAudit(
    tx,
    principal,
    'proposal.bind',
    proposal.id,
    {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      paymentMethodType: input.paymentMethodType ?? null,
      upsellProposalId: upsellId,
    },
    now,
  );
  return policy;
}

/**
 * Makes the new policy's documents once it is bound. The bind has committed and stands whatever
 * happens here: a store that is down or a crash now leaves the documents to be made on their first
 * request (the documents route makes what is missing), so this never fails the bind.
 */
async function makeDocumentsAfterBind(context: PlatformContext, policyId: string): Promise<void> {
  try {
    await generatePolicyDocuments(context, policyId);
  } catch (error) {
    console.warn(`The documents of policy ${policyId} will be made on first request:`, error);
  }
}

/**
 * POST /proposals/{id}/bind: buys a checked quote, exactly once. Everything is decided in one
 * transaction on the locked proposal row, so two binds at once make one policy and the second
 * finds the proposal already a POLICY and answers it as it is.
 */
export async function bindProposal(
  context: PlatformContext,
  principal: Principal,
  id: string,
  input: BindInput,
  options: BindOptions = {},
): Promise<ProposalRecord> {
  const loaded = await refreshExpiry(context, await loadOwnedProposal(context.db, principal, id));
  // Read before the transaction: on PGlite the transaction holds the one connection.
  const ownerContext = await disclosureContext(context, loaded);
  const outcome = await context.db.transaction(
    async (tx): Promise<'issued' | 'bound' | 'expired' | 'otherQuote'> => {
      const proposal = await loadOwnedProposal(tx, principal, id, { forUpdate: true });
      if (proposal.status === 'POLICY') {
        if (options.withinBind && proposal.policyId) {
          await options.withinBind(tx, proposal.policyId, { issued: false });
        }
        return 'bound';
      }
      const now = context.clock.now();
      const quote = proposal.currentQuoteId ? await findQuote(tx, proposal.currentQuoteId) : null;
      if (options.paidFor && !isQuotePaidFor(proposal, quote, options.paidFor)) return 'otherQuote';
      const startDate = proposal.data.startDate ?? undefined;
      if (proposal.status === 'QUOTE' && quote && isQuoteExpired(quote, startDate, now)) {
        // Kept even though the bind is refused: the expiry is a fact, not part of this bind.
        await saveProposal(tx, proposal, { status: 'QUOTE_EXPIRED' }, now, ['quote.expired']);
        return 'expired';
      }
      assertQuote(proposal);
      if (!quote) throw new Error(`Proposal ${proposal.id} is a QUOTE without a quote.`);
      assertVerified(proposal);
      assertRegistration(proposal);
      if (!options.paymentSettled && !options.paymentCollectedLater) {
        assertNothingToPay(proposal, quote);
      }
      const policy = await issuePolicy(
        tx,
        principal,
        proposal,
        quote,
        { ...ownerContext, now },
        input,
      );
      // The confirmation is queued with the policy, so a crash after the commit cannot lose it.
      const issued = (await findProposal(tx, id)) as ProposalRecord;
      await queuePolicyConfirmation(tx, context, issued, now);
      if (options.withinBind) await options.withinBind(tx, policy.id, { issued: true });
      return 'issued';
    },
  );
  if (outcome === 'expired') throw quoteExpired();
  if (outcome === 'otherQuote') throw new PaymentForAnotherQuoteError(id);
  const bound = (await findProposal(context.db, id)) as ProposalRecord;
  // Only the call that issued the policy tells the customer: a repeated bind sends nothing.
  if (outcome === 'issued' && bound.policyId) {
    await sendPolicyConfirmation(context, bound.policyId);
    await makeDocumentsAfterBind(context, bound.policyId);
  }
  return bound;
}
