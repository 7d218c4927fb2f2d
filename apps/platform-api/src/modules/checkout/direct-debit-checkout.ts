import { randomBytes } from 'node:crypto';
import { checkoutAction } from '@brand/domain';
import { actingUserId } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError, notFound } from '../../http/problem';
import type { Mandate } from '../../integrations/payments/direct-debit';
import type { PlatformContext } from '../../platform-context';
import {
  findAccountOfPolicy,
  getOwnAccount,
  listCustomerAccounts,
  listPaymentMethods,
  setPaymentMethodType,
} from '../billing';
import { findProposal, loadOwnedProposal } from '../proposals';
import { proposalDue } from './checkout-amounts';
import { saveMandateMethod } from './checkout-payment-methods';
import { recordCheckoutPayment } from './checkout-payment-repository';
import {
  findCheckoutFlow,
  insertCheckoutFlow,
  listCheckoutMandates,
  saveCheckoutMandate,
} from './mandate-repository';
import { bindWithoutPayment, settleCheckoutPayment } from './proposal-settlement';
import { cancelReplacedMandates } from './replaced-mandates';
import { assertOwnReturnUrls } from './return-urls';

/** POST /goCardless/flows: what the customer's mandate is for. */
export type FlowRequest = {
  mandateDescription: string;
  successUrl: string;
  /** The proposal whose DIRECT_DEBIT or DUAL checkout this mandate serves, if any. */
  proposalCode?: string | undefined;
  checkoutMethod?: 'DIRECT_DEBIT' | 'DUAL' | undefined;
  /** The caller's account whose billing tab asks (the mandate is saved there only). */
  accountId?: string | undefined;
};

/**
 * Opens a redirect flow on the provider's page. The session token ties completing it to this
 * customer; the flow remembers what it is for: a proposal's checkout (completing it pays and
 * binds) or one of the caller's accounts (completing it moves that account to Direct Debit).
 */
export async function startRedirectFlow(
  context: PlatformContext,
  principal: Principal,
  request: FlowRequest,
  idempotencyKey: string,
): Promise<{ redirectUrl: string }> {
  assertOwnReturnUrls(context.publicUrl, request);
  if (request.accountId && request.proposalCode) {
    throw new ApiError(
      'bad-request',
      'A Direct Debit is set up either for a proposal (proposalCode) or for an account (accountId), not both.',
      { code: 'checkout.flowTarget' },
    );
  }
  if (request.checkoutMethod && !request.proposalCode) {
    throw new ApiError('bad-request', 'checkoutMethod needs the proposalCode it pays for.', {
      code: 'checkout.flowTarget',
    });
  }
  // Another customer's account answers 404, as one that does not exist.
  const account = request.accountId
    ? await getOwnAccount(context, principal, request.accountId)
    : null;
  const ownerUserId = actingUserId(principal);
  const boundDual =
    request.proposalCode && request.checkoutMethod === 'DUAL'
      ? await dualMandateStep(context, principal, request.proposalCode)
      : null;
  if (request.proposalCode && !boundDual) {
    await proposalDue(context.db, principal, request.proposalCode);
  }
  const sessionToken = randomBytes(16).toString('hex');
  const flow = await context.integrations.directDebit.createRedirectFlow({
    idempotencyKey: boundDual?.providerKey ?? `flow:${ownerUserId}:${idempotencyKey}`,
    description: request.mandateDescription,
    successUrl: request.successUrl,
    sessionToken,
  });
  await insertCheckoutFlow(
    context.db,
    {
      flowId: flow.id,
      ownerUserId,
      sessionToken,
      proposalId: request.proposalCode ?? null,
      checkoutMethod: request.proposalCode ? (request.checkoutMethod ?? 'DIRECT_DEBIT') : null,
      accountId: account?.id ?? null,
    },
    context.clock.now(),
  );
  return { redirectUrl: flow.redirectUrl };
}

/**
 * DUAL's mandate step once the card deposit has bound the proposal (spec 000 §4 step 5): the
 * caller's own policy (a visitor's too: 404 for anyone else's, as loadOwnedProposal answers), whose
 * account has no mandate in place yet (409 `checkout.mandateInPlace` when it has: a second tab or
 * a reload after the mandate was made must not make a second one). The provider's key names the
 * proposal and the account's (cancelled) mandates so far, not the press: every tab and reload opens
 * the same page, and a customer whose mandate was cancelled gets a new one. Null for a proposal not
 * bound yet (DUAL's mandate opened before the deposit, checked as a payable quote).
 */
async function dualMandateStep(
  context: PlatformContext,
  principal: Principal,
  proposalCode: string,
): Promise<{ providerKey: string } | null> {
  const proposal = await loadOwnedProposal(context.db, principal, proposalCode);
  if (proposal.status !== 'POLICY' || !proposal.policyId) return null;
  const account = await findAccountOfPolicy(context.db, proposal.policyId);
  if (!account) throw notFound('Customer account');
  const mandates = (await listPaymentMethods(context.db, account.id)).filter(
    (method) => method.type === 'BACS_DEBIT',
  );
  if (mandates.some((method) => method.mandate?.status !== 'CANCELLED')) {
    throw new ApiError('conflict', 'This policy’s Direct Debit is set up already.', {
      code: 'checkout.mandateInPlace',
    });
  }
  return { providerKey: `flow:dual:${proposal.id}:${mandates.length}` };
}

/**
 * A DIRECT_DEBIT checkout once its mandate exists: above 1p the first payment is created on the
 * mandate (pending until the provider confirms it, 3 to 5 working days) and the proposal binds with
 * it PENDING on the ledger; otherwise it binds with nothing to pay.
 */
async function directDebitCheckout(
  context: PlatformContext,
  principal: Principal,
  proposalId: string,
  mandate: Mandate,
): Promise<void> {
  const due = await proposalDue(context.db, principal, proposalId);
  const decision = checkoutAction({
    method: 'DIRECT_DEBIT',
    discountedTotal: due.duePence / 100,
    hasCard: false,
    isAdmin: false,
  });
  const ownerUserId = due.proposal.ownerUserId;
  if (decision.action === 'bind') {
    await bindWithoutPayment(context, ownerUserId, proposalId, 'BACS_DEBIT', null);
    return;
  }
  const payment = await context.integrations.directDebit.createPayment({
    idempotencyKey: `checkout:dd:${proposalId}:${due.quoteId}:${due.duePence}`,
    mandateId: mandate.id,
    amountPence: due.duePence,
    description: `Car insurance, quote ${proposalId}`,
    metadata: { proposalId },
  });
  const recorded = {
    providerPaymentId: payment.id,
    provider: 'GOCARDLESS' as const,
    proposalId,
    ownerUserId,
    amountPence: payment.amountPence,
    status: 'PENDING' as const,
    paymentMethodType: 'BACS_DEBIT' as const,
    savedCard: null,
    mandateId: mandate.id,
    quoteId: due.quoteId,
  };
  await recordCheckoutPayment(context.db, recorded, context.clock.now());
  await settleCheckoutPayment(context, recorded);
}

/**
 * POST /goCardless/mandates {redirectFlowId}: completes the customer's flow into a mandate and
 * saves it as a payment method where the flow was opened for: the billing tab's account (which
 * then collects by Direct Debit), or the account a proposal's bind opens (a DIRECT_DEBIT checkout
 * then pays and binds; DUAL waits for its card deposit). A flow opened before flows named their
 * account (migration 0017) serves all the customer's accounts, as it did. The older mandates the
 * new one replaces are then cancelled (cancelReplacedMandates).
 */
export async function completeMandate(
  context: PlatformContext,
  principal: Principal,
  redirectFlowId: string,
): Promise<Mandate> {
  const flow = await findCheckoutFlow(context.db, redirectFlowId);
  if (!flow || flow.ownerUserId !== actingUserId(principal)) throw notFound('Redirect flow');
  const mandate = await context.integrations.directDebit.completeRedirectFlow({
    idempotencyKey: `complete:${flow.flowId}`,
    flowId: flow.flowId,
    sessionToken: flow.sessionToken,
  });
  const now = context.clock.now();
  await saveCheckoutMandate(
    context.db,
    mandate,
    { ownerUserId: flow.ownerUserId, proposalId: flow.proposalId },
    now,
  );
  const proposal = flow.proposalId ? await findProposal(context.db, flow.proposalId) : null;
  if (proposal && proposal.status !== 'POLICY' && flow.checkoutMethod === 'DIRECT_DEBIT') {
    await directDebitCheckout(context, principal, proposal.id, mandate);
    return mandate;
  }
  // Bound already (this flow completed twice, or DUAL's deposit came first), or a mandate for an
  // account's billing tab, or (an older flow) for all the customer's policies.
  const accountIds = flow.accountId
    ? [flow.accountId]
    : flow.proposalId
      ? proposal?.policyId
        ? [(await findAccountOfPolicy(context.db, proposal.policyId))?.id]
        : []
      : (await listCustomerAccounts(context.db, flow.ownerUserId)).map((account) => account.id);
  await context.db.transaction(async (tx) => {
    for (const accountId of accountIds) {
      if (!accountId) continue;
      await saveMandateMethod(tx, accountId, mandate, now);
      // The tab's account pays by this mandate from its next collection on, in the same commit
      // as the mandate is saved. A mandate cancelled meanwhile (a replay after it was replaced)
      // switches nothing.
      if (flow.accountId && mandate.status !== 'CANCELLED') {
        await setPaymentMethodType(tx, accountId, 'BACS_DEBIT');
      }
    }
  });
  // The new mandate replaces the account's earlier one: cancelled only now the new one is saved,
  // so the account is never left without a live mandate. A crash before this is finished by the
  // tab's retry or by the reconcile job's sweep (sweepReplacedMandates).
  await cancelReplacedMandates(context, mandate);
  return mandate;
}

/** GET /goCardless/mandates: the caller's mandates as the provider holds them now. */
export async function listOwnMandates(
  context: PlatformContext,
  principal: Principal,
): Promise<Mandate[]> {
  const stored = await listCheckoutMandates(context.db, actingUserId(principal));
  const customers = [...new Set(stored.map((mandate) => mandate.customerId))];
  const mandates: Mandate[] = [];
  for (const customerId of customers) {
    mandates.push(...(await context.integrations.directDebit.listMandates({ customerId })));
  }
  return mandates;
}
