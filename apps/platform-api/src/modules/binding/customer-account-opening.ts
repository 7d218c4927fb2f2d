import {
  defaultPaymentDay,
  type PaymentMethodType,
  type PaymentScheduleType,
  type ServicePeriod,
  statementServicePeriod,
  toLondonIsoDate,
} from '@brand/domain';
import type { Sql } from '../../db/database';
import { billingId, findAccountOfPolicy, insertCustomerAccount, issueStatement } from '../billing';

/** What the bind knows of the policy it issued and the schedule it was sold on. */
export type AccountOpening = {
  policyId: string;
  customerId: string;
  inceptionAt: string;
  /** When cover ends: a single payment's service period runs to it. */
  expiresAt: string | null;
  billingType: PaymentScheduleType;
  /** Each payment before discounts, in pence (one for a single payment). */
  instalmentsPence: readonly number[];
  /** Each payment after discounts, in pence. */
  discountedInstalmentsPence: readonly number[];
  paymentMethodType: PaymentMethodType | null;
};

function firstServicePeriod(opening: AccountOpening): ServicePeriod {
  if (opening.billingType === 'MONTHLY' || !opening.expiresAt) {
    return statementServicePeriod(opening.inceptionAt, 0);
  }
  return { start: toLondonIsoDate(opening.inceptionAt), end: toLondonIsoDate(opening.expiresAt) };
}

/**
 * Opens a policy's customer account inside the bind's transaction, with statement 0: the invoice
 * for the first payment (the whole premium for a single payment) and a credit note for its
 * discount, due at once (the checkout takes it). A bind with nothing to pay gets the same pair,
 * so the statement shows what the cover was worth and what paid for it, and settles at zero
 * (ADR 0011). Opening an account the policy already has changes nothing. Answers the account id.
 */
export async function openCustomerAccount(
  tx: Sql,
  opening: AccountOpening,
  now: Date,
): Promise<string> {
  const id = billingId('CA');
  const made = await insertCustomerAccount(tx, {
    id,
    customerId: opening.customerId,
    policyId: opening.policyId,
    billingType: opening.billingType,
    paymentDay: defaultPaymentDay(opening.inceptionAt),
    paymentMethodType: opening.paymentMethodType,
    inceptionAt: opening.inceptionAt,
    instalmentsPence: [...opening.instalmentsPence],
    discountedInstalmentsPence: [...opening.discountedInstalmentsPence],
    createdAt: now.toISOString(),
  });
  if (!made) return (await findAccountOfPolicy(tx, opening.policyId))?.id as string;
  await issueStatement(
    tx,
    {
      accountId: id,
      statementNumber: 0,
      due: now,
      final: opening.instalmentsPence.length <= 1,
      charge: {
        grossPence: opening.instalmentsPence[0] ?? 0,
        discountedPence: opening.discountedInstalmentsPence[0] ?? 0,
        servicePeriod: firstServicePeriod(opening),
      },
    },
    now,
  );
  return id;
}
