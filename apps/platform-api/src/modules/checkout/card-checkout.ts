import { type CheckoutMethod, checkoutAction, formatGBP } from '@brand/domain';
import { actingUserId } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import type {
  CheckoutSession,
  CheckoutSessionRequest,
  PaymentMetadata,
} from '../../integrations/payments/card-payments';
import type { PlatformContext } from '../../platform-context';
import { findAccountOfPolicy, getOwnAccount } from '../billing';
import { loadOwnedProposal } from '../proposals';
import { outstandingPence, proposalDue } from './checkout-amounts';
import { assertOwnReturnUrls } from './return-urls';

/** What a hosted card session was opened for: the webhook handler acts on it. */
export const CHECKOUT_PURPOSES = ['proposal', 'settle', 'setup', 'adjustment'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** Where the customer goes, and whether to keep the card. */
export type HostedPageRequest = { successUrl: string; cancelUrl: string; saveCard?: boolean };

/**
 * How many expired sessions in a row a proposal checkout steps past before it gives up: each one
 * lived a day (Stripe's default) and was opened because someone asked, so a longer chain means
 * something is wrong rather than a slow customer.
 */
export const MAX_EXPIRED_SESSIONS_SKIPPED = 50;

/**
 * Opens the proposal's hosted session under `baseKey`; if the provider answers with a session
 * already past its time (the same key answers the first session, expired or not), opens the next
 * one under a key naming the expired session. Everyone who finds that session expired derives the
 * same next key, so two tabs still share one new session, and a session that can still be paid is
 * never replaced (a second payable session could be paid twice).
 */
export async function openLiveSession(
  context: PlatformContext,
  baseKey: string,
  request: Omit<CheckoutSessionRequest, 'idempotencyKey'>,
): Promise<CheckoutSession> {
  let idempotencyKey = baseKey;
  for (let skipped = 0; skipped <= MAX_EXPIRED_SESSIONS_SKIPPED; skipped += 1) {
    const session = await context.integrations.cardPayments.createCheckoutSession({
      ...request,
      idempotencyKey,
    });
    if (session.expiresAt.getTime() > context.clock.now().getTime()) return session;
    idempotencyKey = `${baseKey}:after:${session.id}`;
  }
  throw new ApiError('conflict', 'This checkout cannot be opened again: please ask us for help.', {
    code: 'checkout.tooManyExpiredSessions',
  });
}

/**
 * POST /stripe/checkout/proposal/{id}: a hosted card checkout for what the proposal's checkout
 * takes now (CARD, or DUAL's deposit). The provider's idempotency key is the proposal's quote and
 * amount, so two tabs, a double click or a retry all get the same session and can pay once; once
 * that session has expired, the next one (openLiveSession). A monthly card checkout keeps the
 * card: the months after are collected from it.
 */
export async function startProposalCheckout(
  context: PlatformContext,
  principal: Principal,
  proposalId: string,
  request: HostedPageRequest & { method?: Extract<CheckoutMethod, 'CARD' | 'DUAL'> },
): Promise<{ url: string }> {
  assertOwnReturnUrls(context.publicUrl, request);
  const due = await proposalDue(context.db, principal, proposalId);
  const method = request.method ?? 'CARD';
  const decision = checkoutAction({
    method,
    discountedTotal: due.duePence / 100,
    hasCard: false,
    isAdmin: false,
  });
  if (decision.action !== 'hostedCardCheckout') {
    throw new ApiError('conflict', 'There is nothing to pay by card: set up a card, then bind.', {
      code: 'checkout.nothingToPay',
    });
  }
  const ownerUserId = due.proposal.ownerUserId;
  const metadata: PaymentMetadata = {
    purpose: 'proposal' satisfies CheckoutPurpose,
    proposalId,
    ownerUserId,
    method,
    // The payment binds this quote or nothing (ADR 0018).
    quoteId: due.quoteId,
  };
  const session = await openLiveSession(
    context,
    `checkout:proposal:${proposalId}:${due.quoteId}:${due.duePence}`,
    {
      amountPence: due.duePence,
      // The reference the customer was shown with their quote, not the internal proposal code.
      description: `Car insurance, quote ${due.proposal.externalReference}`,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      saveCard: Boolean(request.saveCard) || (method === 'CARD' && due.scheduleType === 'MONTHLY'),
      reference: proposalId,
      metadata,
    },
  );
  return { url: session.url };
}

/**
 * POST /stripe/settle/{customerAccountId}: a hosted card checkout for what the account owes (a
 * failed collection). Keyed by account and amount: asking twice opens one session.
 */
export async function startSettleCheckout(
  context: PlatformContext,
  principal: Principal,
  accountId: string,
  request: HostedPageRequest,
): Promise<{ url: string }> {
  assertOwnReturnUrls(context.publicUrl, request);
  const account = await getOwnAccount(context, principal, accountId);
  const owed = await outstandingPence(context.db, account.id);
  if (owed <= 0) {
    throw new ApiError('conflict', 'Nothing is outstanding on this account.', {
      code: 'checkout.nothingOutstanding',
    });
  }
  const session = await context.integrations.cardPayments.createCheckoutSession({
    idempotencyKey: `settle:${account.id}:${owed}:${context.clock.now().toISOString().slice(0, 10)}`,
    amountPence: owed,
    description: `Outstanding balance ${formatGBP(owed)}, policy ${account.policy.policyNumber}`,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    saveCard: Boolean(request.saveCard),
    reference: account.id,
    metadata: {
      purpose: 'settle' satisfies CheckoutPurpose,
      accountId: account.id,
      ownerUserId: account.policy.ownerUserId,
    },
  });
  return { url: session.url };
}

/**
 * POST /stripe/setup: a hosted page that keeps a card without paying. `clientReference` names
 * what the card is for: a proposal with nothing to pay (it binds once the card is kept) or a
 * customer account (the card becomes its payment method).
 */
export async function startCardSetup(
  context: PlatformContext,
  principal: Principal,
  request: {
    clientReference: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  },
): Promise<{ url: string }> {
  assertOwnReturnUrls(context.publicUrl, request);
  const metadata: PaymentMetadata = {
    purpose: 'setup' satisfies CheckoutPurpose,
    ownerUserId: actingUserId(principal),
  };
  const proposal = await loadOwnedProposal(context.db, principal, request.clientReference).catch(
    () => null,
  );
  if (proposal) {
    const account = proposal.policyId
      ? await findAccountOfPolicy(context.db, proposal.policyId)
      : null;
    if (account) metadata.accountId = account.id;
    else metadata.proposalId = proposal.id;
  } else {
    metadata.accountId = (await getOwnAccount(context, principal, request.clientReference)).id;
  }
  const session = await context.integrations.cardPayments.createSetupSession({
    idempotencyKey: `setup:${metadata.ownerUserId}:${request.idempotencyKey}`,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    reference: request.clientReference,
    metadata,
  });
  return { url: session.url };
}
