import type { Sql } from '../../db/database';
import type { SavedCard } from '../../integrations/payments/card-payments';
import type { Mandate } from '../../integrations/payments/direct-debit';
import { billingId, savePaymentMethod } from '../billing';

/** Saves a card the provider kept as the account's payment method, with its provider customer. */
export async function saveCardMethod(
  tx: Sql,
  accountId: string,
  ownerUserId: string,
  card: SavedCard,
  now: Date,
): Promise<void> {
  await savePaymentMethod(tx, {
    id: billingId('PM'),
    accountId,
    type: 'CARD',
    provider: 'STRIPE',
    providerReference: card.paymentMethodId,
    card: {
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expMonth,
      expiryYear: card.expYear,
    },
    mandate: null,
    createdAt: now.toISOString(),
  });
  // Off-session charges name the provider's customer as well as the card.
  await tx.query(
    `INSERT INTO checkout_saved_cards (payment_method_id, provider_customer_id, owner_user_id,
       created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (payment_method_id) DO NOTHING`,
    [card.paymentMethodId, card.customerId, ownerUserId, now],
  );
}

/** Saves a Direct Debit mandate as the account's payment method (its status follows webhooks). */
export async function saveMandateMethod(
  tx: Sql,
  accountId: string,
  mandate: Pick<Mandate, 'id' | 'status' | 'bankName' | 'accountNumberEnding'>,
  now: Date,
): Promise<void> {
  await savePaymentMethod(tx, {
    id: billingId('PM'),
    accountId,
    type: 'BACS_DEBIT',
    provider: 'GOCARDLESS',
    providerReference: mandate.id,
    card: null,
    mandate: {
      mandateId: mandate.id,
      bankName: mandate.bankName,
      accountNumberEnding: mandate.accountNumberEnding,
      status: mandate.status,
    },
    createdAt: now.toISOString(),
  });
}

/** The provider's customer a saved card belongs to, or null. */
export async function cardCustomerOf(sql: Sql, paymentMethodId: string): Promise<string | null> {
  const [row] = await sql.query<{ provider_customer_id: string }>(
    'SELECT provider_customer_id FROM checkout_saved_cards WHERE payment_method_id = $1',
    [paymentMethodId],
  );
  return row?.provider_customer_id ?? null;
}
