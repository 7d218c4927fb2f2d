import type { Database } from '../../db/database';
import type { PaidCheckout, PaymentMetadata } from './card-payments';

type PaidSessionRow = {
  id: string;
  amount_pence: number;
  reference: string | null;
  payment_id: string;
  metadata: PaymentMetadata;
  card_id: string | null;
  customer_id: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
};

/** The embedded Stripe's paid checkout sessions created since `createdSince`, oldest first. */
export async function listSandboxPaidCheckouts(
  db: Database,
  createdSince: Date,
): Promise<PaidCheckout[]> {
  const rows = await db.query<PaidSessionRow>(
    `SELECT s.id, s.amount_pence, s.reference, s.payment_id, s.metadata, m.id AS card_id,
            m.customer_id, m.brand, m.last4, m.exp_month, m.exp_year
       FROM payment_sandbox_card_sessions s
       LEFT JOIN payment_sandbox_card_methods m ON m.id = s.payment_method_id
      WHERE s.status = 'complete' AND s.mode = 'payment' AND s.created_at >= $1
      ORDER BY s.created_at, s.id`,
    [createdSince],
  );
  return rows.map((row) => ({
    sessionId: row.id,
    mode: 'payment',
    reference: row.reference,
    amountPence: Number(row.amount_pence),
    paymentId: row.payment_id,
    savedCard: row.card_id
      ? {
          customerId: row.customer_id as string,
          paymentMethodId: row.card_id,
          brand: row.brand as string,
          last4: row.last4 as string,
          expMonth: Number(row.exp_month),
          expYear: Number(row.exp_year),
        }
      : null,
    metadata: row.metadata,
  }));
}
