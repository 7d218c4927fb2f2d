import type { Pence } from '@brand/domain';
import type { CustomerAccountRecord } from './customer-account-repository';
import type { StatementSummary } from './statement-summary';

/** What a payment provider answers when asked to collect. */
export type CollectPaymentResult = {
  /** POSTED: taken; PENDING: submitted (a direct debit takes 3 to 5 working days); FAILED: refused. */
  status: 'PENDING' | 'POSTED' | 'FAILED';
  providerPaymentId: string;
  /** Why it failed, as the provider says (a decline code, a mandate cancelled). */
  failureReason?: string;
};

/**
 * The port the collections job takes a statement's payment through. The GoCardless (direct debit)
 * and Stripe (saved card) adapters implement it; tests pass a fake. The idempotency key is the
 * same on every retry of one collection, so an adapter hands it to the provider and a retry after
 * a crash never charges twice.
 */
export type CollectPayment = (
  account: CustomerAccountRecord,
  statement: StatementSummary,
  amountPence: Pence,
  idempotencyKey: string,
) => Promise<CollectPaymentResult>;
