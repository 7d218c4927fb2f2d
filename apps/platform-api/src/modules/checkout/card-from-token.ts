import { isValidPaymentToken, normalisePaymentToken } from '@brand/domain';
import { actingUserId } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import { ProviderRefusal } from '../../integrations/provider-error';
import type { PlatformContext } from '../../platform-context';
import { getOwnAccount, listPaymentMethods, paymentMethodResponse } from '../billing';
import { saveCardMethod } from './checkout-payment-methods';

/**
 * POST /customerAccounts/{id}/paymentMethods/card (ADR 0048): a customer keeps the card they typed
 * into the card field (Stripe's Element, or the sandbox's) as their own account's card. The
 * account must be theirs (else 404, as every account call); the provider checks the card with the
 * bank first, and a refusal is a 402 that keeps nothing. Like a hosted setup page's card, it
 * switches nothing: the account's payments follow the collections' rule.
 */
export async function saveCardFromToken(
  context: PlatformContext,
  principal: Principal,
  accountId: string,
  request: { token: string; idempotencyKey: string },
): Promise<ReturnType<typeof paymentMethodResponse>> {
  const account = await getOwnAccount(context, principal, accountId);
  if (!isValidPaymentToken(request.token)) {
    throw new ApiError('bad-request', 'The card token must start with tok_.', {
      code: 'checkout.cardToken',
      errors: [
        { path: 'body.token', message: 'validation.paymentToken', text: 'must start with tok_' },
      ],
    });
  }
  const ownerUserId = actingUserId(principal);
  // The owner's provider customer, when a card was kept before: their cards stay together.
  const [earlier] = await context.db.query<{ provider_customer_id: string }>(
    `SELECT provider_customer_id FROM checkout_saved_cards WHERE owner_user_id = $1
      ORDER BY created_at DESC LIMIT 1`,
    [ownerUserId],
  );
  const result = await context.integrations.cardPayments
    .saveCard({
      idempotencyKey: `card:${ownerUserId}:${account.id}:${request.idempotencyKey}`,
      cardToken: normalisePaymentToken(request.token),
      customerId: earlier?.provider_customer_id,
      metadata: { purpose: 'setup', accountId: account.id, ownerUserId },
    })
    .catch((error: unknown) => {
      // A token the provider does not know is the caller's to fix (type the card again), not an
      // outage: 400, where an unreachable provider stays a 502.
      if (!(error instanceof ProviderRefusal)) throw error;
      throw new ApiError(
        'bad-request',
        'This card token is unknown, used already or too old: enter the card again.',
        {
          code: 'checkout.cardTokenUnknown',
          errors: [{ path: 'body.token', message: error.reason, text: 'unknown card token' }],
        },
      );
    });
  if (result.status === 'declined') {
    throw new ApiError('payment-required', result.message, {
      code: 'checkout.cardDeclined',
      errors: [{ path: 'token', message: result.declineCode, text: result.message }],
    });
  }
  const card = result.card;
  await context.db.transaction((tx) =>
    saveCardMethod(tx, account.id, ownerUserId, card, context.clock.now()),
  );
  const saved = (await listPaymentMethods(context.db, account.id)).find(
    (method) => method.providerReference === card.paymentMethodId,
  );
  if (!saved) throw new Error(`The card ${card.paymentMethodId} was not kept on ${account.id}.`);
  return paymentMethodResponse(saved);
}
