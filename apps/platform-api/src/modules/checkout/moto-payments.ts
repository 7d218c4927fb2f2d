import {
  isPaymentTokenExpired,
  isValidPaymentToken,
  isValidUkPostcode,
  normalisePaymentToken,
  normalisePostcode,
} from '@brand/domain';
import { impersonatorOf } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { CardChargeResult } from '../../integrations/payments/card-payments';
import type { PlatformContext } from '../../platform-context';
import { getOwnAccount, recordStatementPayment } from '../billing';
import { findCustomer } from '../customers';
import { motoAdjustmentPayment } from './adjustment-payments';
import { outstandingPence, proposalDue } from './checkout-amounts';
import { recordCheckoutPayment } from './checkout-payment-repository';
import { settleCheckoutPayment } from './proposal-settlement';
import { providerPaymentKey } from './provider-payment-key';

/** What an agent sends for a phone payment: the card field's token and when it was issued. */
export type MotoRequest = {
  token: string;
  /** The token's `created` (Stripe gives it with the token); it is good for 10 minutes. */
  tokenCreatedAt?: string | undefined;
  country?: string | undefined;
  itemName?: string | undefined;
};

/** The settle form's confirmations besides the token (spec 001 §5). */
export type MotoSettleRequest = MotoRequest & { postalCode: string; dateOfBirth: string };

/** The spec's admin settle messages, each a 400 with its own code (the form shows the text). */
function settleError(key: string, path: string): ApiError {
  const messageKey = `admin.settle.errors.${key}`;
  return new ApiError('bad-request', textOf(messageKey), {
    code: `checkout.moto.${key}`,
    errors: [{ path, message: messageKey, text: textOf(messageKey) }],
  });
}

/** Phone payments are an agent's, acting for the customer (spec 001 §6). */
export function assertAgent(principal: Principal): void {
  if (impersonatorOf(principal) === null) {
    throw new ApiError('forbidden', 'Phone payments are taken by an agent acting for a customer.', {
      code: 'checkout.moto.agentOnly',
    });
  }
}

function checkedToken(context: PlatformContext, request: MotoRequest): string {
  if (!isValidPaymentToken(request.token)) throw settleError('invalidTokenFormat', 'token');
  if (
    request.tokenCreatedAt !== undefined &&
    isPaymentTokenExpired(request.tokenCreatedAt, context.clock.now())
  ) {
    throw settleError('timeout', 'token');
  }
  return normalisePaymentToken(request.token);
}

/** A declined phone payment: 402 with the issuer's reason, which the form shows in brackets. */
function declined(result: Extract<CardChargeResult, { status: 'declined' }>): ApiError {
  return new ApiError('payment-required', result.message, {
    code: 'checkout.cardDeclined',
    errors: [{ path: 'token', message: result.declineCode, text: result.message }],
  });
}

/**
 * POST /stripe/moto/checkout/proposal/{id}: an agent takes the proposal's first payment by phone;
 * once taken, the proposal binds with it (one transaction), as a hosted checkout's webhook does.
 * The provider's idempotency key is the quote, amount and token: a retry never charges twice.
 */
export async function motoProposalPayment(
  context: PlatformContext,
  principal: Principal,
  proposalId: string,
  request: MotoRequest,
): Promise<{ paymentId: string; amountPence: number }> {
  assertAgent(principal);
  const token = checkedToken(context, request);
  const due = await proposalDue(context.db, principal, proposalId);
  if (due.duePence <= 0) {
    throw new ApiError('conflict', 'There is nothing to pay by card.', {
      code: 'checkout.nothingToPay',
    });
  }
  const result = await context.integrations.cardPayments.motoPayment({
    idempotencyKey: `moto:proposal:${proposalId}:${due.quoteId}:${due.duePence}:${token}`,
    amountPence: due.duePence,
    cardToken: token,
    description: request.itemName ?? `Car insurance, quote ${proposalId}`,
    metadata: { purpose: 'moto', proposalId },
  });
  if (result.status === 'declined') throw declined(result);
  const payment = {
    providerPaymentId: result.paymentId,
    provider: 'STRIPE' as const,
    proposalId,
    ownerUserId: due.proposal.ownerUserId,
    amountPence: result.amountPence,
    status: 'SUCCEEDED' as const,
    paymentMethodType: 'CARD' as const,
    savedCard: null,
    mandateId: null,
    quoteId: due.quoteId,
  };
  await recordCheckoutPayment(context.db, payment, context.clock.now());
  if ((await settleCheckoutPayment(context, payment)) !== 'bound') {
    // The quote changed, or another payment bound the proposal, while the card was charged.
    throw new ApiError(
      'conflict',
      'This payment could not buy the quote it was taken for, so it has been refunded: check the quote and take the payment again.',
      { code: 'checkout.paymentRefunded' },
    );
  }
  return { paymentId: result.paymentId, amountPence: result.amountPence };
}

/**
 * POST /stripe/moto/settle/{customerAccountId}: an agent settles the outstanding balance by
 * phone after confirming the policyholder's date of birth and the card's billing postcode.
 */
export async function motoSettle(
  context: PlatformContext,
  principal: Principal,
  accountId: string,
  request: MotoSettleRequest,
): Promise<{ paymentId: string; amountPence: number }> {
  assertAgent(principal);
  const account = await getOwnAccount(context, principal, accountId);
  const token = checkedToken(context, request);
  if (!isValidUkPostcode(request.postalCode)) throw settleError('invalidPostalCode', 'postalCode');
  const customer = await findCustomer(context.db, account.customerId);
  if (!customer || customer.dateOfBirth !== request.dateOfBirth.trim()) {
    throw settleError('dateOfBirthMismatch', 'dateOfBirth');
  }
  const owed = await outstandingPence(context.db, account.id);
  if (owed <= 0) {
    throw new ApiError('conflict', 'Nothing is outstanding on this account.', {
      code: 'checkout.nothingOutstanding',
    });
  }
  const result = await context.integrations.cardPayments.motoPayment({
    idempotencyKey: `moto:settle:${account.id}:${owed}:${token}`,
    amountPence: owed,
    cardToken: token,
    description: request.itemName ?? `Outstanding balance, policy ${account.policy.policyNumber}`,
    metadata: {
      purpose: 'moto',
      accountId: account.id,
      postalCode: normalisePostcode(request.postalCode),
    },
  });
  if (result.status === 'declined') throw declined(result);
  await recordStatementPayment(
    context.db,
    {
      accountId: account.id,
      amountPence: result.amountPence,
      idempotencyKey: providerPaymentKey('STRIPE', result.paymentId),
      status: 'POSTED',
      subType: 'STRIPE',
      providerPaymentId: result.paymentId,
    },
    context.clock.now(),
  );
  return { paymentId: result.paymentId, amountPence: result.amountPence };
}

/**
 * POST /stripe/moto/checkout/mta/{id}: an agent takes a mid-term adjustment's amount due by
 * phone (the token checked as for any phone payment); the change commits with it.
 */
export async function motoAdjustment(
  context: PlatformContext,
  principal: Principal,
  adjustmentId: string,
  request: MotoRequest,
): Promise<{ paymentId: string; amountPence: number }> {
  assertAgent(principal);
  const token = checkedToken(context, request);
  return motoAdjustmentPayment(context, principal, adjustmentId, async (charge) => {
    const result = await context.integrations.cardPayments.motoPayment({
      idempotencyKey: `${charge.idempotencyKey}:${token}`,
      amountPence: charge.amountPence,
      cardToken: token,
      description: request.itemName ?? charge.description,
      metadata: { purpose: 'moto', adjustmentId },
    });
    if (result.status === 'declined') throw declined(result);
    return { paymentId: result.paymentId, amountPence: result.amountPence };
  });
}
