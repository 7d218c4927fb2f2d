import { FEATURE_TOGGLE_SETTINGS, paymentDayForm } from '@brand/config';
import { canModifyBillingDay } from '@brand/domain';
import { validate } from '@brand/forms';
import { actingUserId, assertOwner, impersonatorOf } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError, notFound } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { PlatformContext } from '../../platform-context';
import { findPolicy } from '../policy-records';
import { loadOwnedProposal } from '../proposals';
import {
  type CustomerAccountRecord,
  findAccountOfPolicy,
  findCustomerAccount,
  listCustomerAccounts,
  updatePaymentDay,
} from './customer-account-repository';
import { assertNothingOutstanding } from './outstanding-balance';

/** The caller's accounts (or the impersonated customer's), optionally of one policy number. */
export function listOwnAccounts(
  context: PlatformContext,
  principal: Principal,
  policyNumber?: string,
): Promise<CustomerAccountRecord[]> {
  return listCustomerAccounts(context.db, actingUserId(principal), policyNumber);
}

/** One of the caller's accounts; another's answers 404, as one that does not exist. */
export async function getOwnAccount(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<CustomerAccountRecord> {
  const account = await findCustomerAccount(context.db, id);
  if (!account) throw notFound('Customer account');
  assertOwner(principal, account.policy.ownerUserId, 'Customer account');
  return account;
}

/**
 * POST /customerAccounts {proposalCode}: the account of the caller's bound proposal. The bind
 * opens it, so this answers it; before the bind, a 402 while the customer owes money on another
 * account (the purchase is blocked until it is paid), else a 409 (the bind will open it).
 */
export async function accountOfOwnProposal(
  context: PlatformContext,
  principal: Principal,
  proposalCode: string,
): Promise<CustomerAccountRecord> {
  const proposal = await loadOwnedProposal(context.db, principal, proposalCode);
  const account = proposal.policyId
    ? await findAccountOfPolicy(context.db, proposal.policyId)
    : null;
  if (account) return account;
  await assertNothingOutstanding(context.db, proposal.ownerUserId);
  throw new ApiError('conflict', 'This proposal has no policy to bill yet.', {
    code: 'customerAccount.notBound',
  });
}

/**
 * Changes an account's payment day: an agent acting for the customer only, with the
 * allowModifyBillingDay toggle on and the account ACTIVE (spec 001 §6). The day is checked by the
 * payment-day form the admin console renders, so a refusal carries the form's message.
 */
async function changePaymentDay(
  context: PlatformContext,
  principal: Principal,
  account: CustomerAccountRecord,
  paymentDay: number,
): Promise<CustomerAccountRecord> {
  const permitted = canModifyBillingDay({
    isAdmin: impersonatorOf(principal) !== null,
    allowModifyBillingDay: FEATURE_TOGGLE_SETTINGS.allowModifyBillingDay,
    accountStatus: account.status,
  });
  if (!permitted) {
    throw new ApiError('forbidden', 'Only an agent may change the payment day.', {
      code: 'customerAccount.paymentDayAdminOnly',
    });
  }
  const errors = Object.entries(validate(paymentDayForm, { paymentDay }, {})).map(
    ([path, error]) => ({ path, message: error.key, text: textOf(error.key, error.params) }),
  );
  if (errors.length > 0) {
    throw new ApiError('unprocessable', 'The payment day is a day from 1 to 28.', {
      code: 'customerAccount.invalidPaymentDay',
      errors,
    });
  }
  await updatePaymentDay(context.db, account.id, paymentDay);
  return (await findCustomerAccount(context.db, account.id)) as CustomerAccountRecord;
}

/** PUT /customerAccounts/{id}/paymentDay. */
export async function setAccountPaymentDay(
  context: PlatformContext,
  principal: Principal,
  id: string,
  paymentDay: number,
): Promise<CustomerAccountRecord> {
  return changePaymentDay(
    context,
    principal,
    await getOwnAccount(context, principal, id),
    paymentDay,
  );
}

/** POST /policies/{id}/billingDay: the same change, named by the policy. */
export async function setPolicyBillingDay(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
  billingDay: number,
): Promise<CustomerAccountRecord> {
  const policy = await findPolicy(context.db, policyId);
  if (!policy) throw notFound('Policy');
  assertOwner(principal, policy.ownerUserId, 'Policy');
  const account = await findAccountOfPolicy(context.db, policyId);
  if (!account) throw notFound('Customer account');
  return changePaymentDay(context, principal, account, billingDay);
}
