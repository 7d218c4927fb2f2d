import type { Database } from '../../db/database';
import { JOB_LOCKS } from '../../jobs/job-locks';

/** Whose payment work it is: a platform (its context), by the database it moves payments in. */
export type PaymentWorkOwner = { readonly db: Pick<Database, 'exclusively'> };

/**
 * Runs `work` once every run asked for before it on the same database has finished, whether
 * that run succeeded or not, in this process or in any other instance on that database
 * (JOB_LOCKS.paymentWork, ADR 0019). The billing job, the payment sandbox job and the test
 * clock's advance all move the same statements, payments and webhooks: run side by side, a
 * collection could be made between the clock's jump and its statement run, or a webhook be sent
 * twice by two deliveries at once.
 */
export function serialisePaymentWork<T>(
  owner: PaymentWorkOwner,
  work: () => Promise<T>,
): Promise<T> {
  return owner.db.exclusively(JOB_LOCKS.paymentWork, work);
}
