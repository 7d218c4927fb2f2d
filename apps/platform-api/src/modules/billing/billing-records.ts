// What other modules (checkout, binding, renewals) read and record of billing, as service
// functions: the module's front door exports these and never a repository, so the tables' SQL
// stays inside billing (dependency-cruiser's `platform-billing-no-repository` holds it so). Each
// takes the caller's `Sql`, so a caller inside a transaction reads and writes in it.
import type { PaymentMethodType, Pence } from '@brand/domain';
import type { Sql } from '../../db/database';
import * as accounts from './customer-account-repository';
import * as ledger from './ledger-repository';
import type { LedgerTransaction } from './ledger-transaction';
import * as methods from './payment-method-repository';
import * as statements from './statement-repository';

/** The account a policy is billed to, or null before the bind opens it. */
export function findAccountOfPolicy(
  sql: Sql,
  policyId: string,
): Promise<accounts.CustomerAccountRecord | null> {
  return accounts.findAccountOfPolicy(sql, policyId);
}

/** The accounts of the policies a customer holds, optionally of one policy number. */
export function listCustomerAccounts(
  sql: Sql,
  ownerUserId: string,
  policyNumber?: string,
): Promise<accounts.CustomerAccountRecord[]> {
  return accounts.listCustomerAccounts(sql, ownerUserId, policyNumber);
}

/**
 * Opens a policy's customer account (the bind does); false when the policy already has one, so a
 * replayed bind opens no second account.
 */
export function insertCustomerAccount(
  sql: Sql,
  account: accounts.NewCustomerAccount,
): Promise<boolean> {
  return accounts.insertCustomerAccount(sql, account);
}

/**
 * Switches how an account's next collections are taken: a Direct Debit set up from its billing
 * tab moves it to BACS_DEBIT (that account only, never the customer's others).
 */
export function setPaymentMethodType(
  sql: Sql,
  accountId: string,
  paymentMethodType: PaymentMethodType,
): Promise<void> {
  return accounts.updatePaymentMethodType(sql, accountId, paymentMethodType);
}

/** An account's saved cards and Direct Debit mandates, newest first. */
export function listPaymentMethods(
  sql: Sql,
  accountId: string,
): Promise<methods.PaymentMethodRecord[]> {
  return methods.listPaymentMethods(sql, accountId);
}

/**
 * Keeps a card or mandate a provider confirmed, once per provider reference (a webhook delivered
 * twice saves one); a mandate kept again takes its new status.
 */
export function savePaymentMethod(sql: Sql, method: methods.PaymentMethodRecord): Promise<void> {
  return methods.savePaymentMethod(sql, method);
}

/** The transaction posted under an idempotency key, or null: whether a payment was recorded. */
export function findTransactionByKey(
  sql: Sql,
  idempotencyKey: string,
): Promise<ledger.StoredTransaction | null> {
  return ledger.findTransactionByKey(sql, idempotencyKey);
}

/** One transaction, locked for a status change when `forUpdate`. */
export function findTransaction(
  sql: Sql,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<LedgerTransaction | null> {
  return ledger.findTransaction(sql, id, options);
}

/** A customer account's balance: the sum of its ledger postings. */
export function customerBalance(sql: Sql, accountId: string): Promise<Pence> {
  return ledger.customerBalance(sql, accountId);
}

/**
 * Charges a monthly account's new price from its next statement on (a mid-term adjustment): the
 * statements already issued keep theirs. Call it in the adjustment's transaction.
 */
export async function repriceFromNextStatement(
  sql: Sql,
  accountId: string,
  prices: { instalmentsPence: readonly number[]; discountedInstalmentsPence: readonly number[] },
): Promise<void> {
  const next = (await statements.lastStatementNumber(sql, accountId)) + 1;
  await accounts.updateInstalmentsFrom(sql, accountId, next, prices);
}

/** Moves the start a policy's account counts its periods from (a start-date adjustment). */
export function moveAccountInception(
  sql: Sql,
  accountId: string,
  inceptionAt: string,
): Promise<void> {
  return accounts.updateInceptionAt(sql, accountId, inceptionAt);
}
