import type { MandateStatus, PaymentMethodType } from '@brand/domain';
import type { Sql } from '../../db/database';

/** A saved way to pay: a card (Stripe) or a Bacs direct-debit mandate (GoCardless). */
export type PaymentMethodRecord = {
  id: string;
  accountId: string;
  type: PaymentMethodType;
  provider: 'STRIPE' | 'GOCARDLESS';
  /** The provider's id: a Stripe payment method, or a GoCardless mandate. */
  providerReference: string;
  card: { brand: string | null; last4: string; expiryMonth: number; expiryYear: number } | null;
  mandate: {
    mandateId: string;
    bankName: string | null;
    accountNumberEnding: string | null;
    status: MandateStatus;
  } | null;
  createdAt: string;
};

type MethodRow = {
  id: string;
  customer_account_id: string;
  type: string;
  provider: string;
  provider_reference: string;
  card_brand: string | null;
  card_last4: string | null;
  card_expiry_month: number | null;
  card_expiry_year: number | null;
  mandate_id: string | null;
  bank_name: string | null;
  account_number_ending: string | null;
  mandate_status: string | null;
  created_at: Date | string;
};

function fromRow(row: MethodRow): PaymentMethodRecord {
  return {
    id: row.id,
    accountId: row.customer_account_id,
    type: row.type as PaymentMethodType,
    provider: row.provider as PaymentMethodRecord['provider'],
    providerReference: row.provider_reference,
    card:
      row.type === 'CARD'
        ? {
            brand: row.card_brand,
            last4: row.card_last4 as string,
            expiryMonth: Number(row.card_expiry_month),
            expiryYear: Number(row.card_expiry_year),
          }
        : null,
    mandate:
      row.type === 'BACS_DEBIT'
        ? {
            mandateId: row.mandate_id as string,
            bankName: row.bank_name,
            accountNumberEnding: row.account_number_ending,
            status: row.mandate_status as MandateStatus,
          }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Saves a payment method on its account, once per account and provider reference (a webhook
 * delivered twice saves one; one mandate may serve two accounts); a mandate saved again takes
 * its new status, but a cancelled one stays cancelled (a late save must not revive it).
 */
export async function savePaymentMethod(sql: Sql, method: PaymentMethodRecord): Promise<void> {
  await sql.query(
    `INSERT INTO payment_methods (id, customer_account_id, type, provider, provider_reference,
       card_brand, card_last4, card_expiry_month, card_expiry_year, mandate_id, bank_name,
       account_number_ending, mandate_status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (customer_account_id, provider, provider_reference)
       DO UPDATE SET mandate_status = CASE WHEN payment_methods.mandate_status = 'CANCELLED'
         THEN payment_methods.mandate_status ELSE EXCLUDED.mandate_status END`,
    [
      method.id,
      method.accountId,
      method.type,
      method.provider,
      method.providerReference,
      method.card?.brand ?? null,
      method.card?.last4 ?? null,
      method.card?.expiryMonth ?? null,
      method.card?.expiryYear ?? null,
      method.mandate?.mandateId ?? null,
      method.mandate?.bankName ?? null,
      method.mandate?.accountNumberEnding ?? null,
      method.mandate?.status ?? null,
      method.createdAt,
    ],
  );
}

/** An account's payment methods, newest first. */
export async function listPaymentMethods(
  sql: Sql,
  accountId: string,
): Promise<PaymentMethodRecord[]> {
  const rows = await sql.query<MethodRow>(
    `SELECT * FROM payment_methods WHERE customer_account_id = $1 ORDER BY created_at DESC, id`,
    [accountId],
  );
  return rows.map(fromRow);
}
