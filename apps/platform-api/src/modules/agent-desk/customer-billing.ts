import { recordAgentAction } from '../../http/audit-log';
import type { Principal } from '../../http/principal';
import type { PlatformContext } from '../../platform-context';
import {
  accountResponse,
  listCustomerAccounts,
  listPaymentMethods,
  loadStatementSummaries,
  paymentMethodResponse,
  statementResponse,
} from '../billing';
import { findCustomerIdentity } from './customer-identity';
import { customerNotFound } from './customer-record';

/** The audit action of finance reading a customer's billing across their accounts. */
export const BILLING_VIEW = 'customer.billingView';

/**
 * The finance role's billing view (spec 002 §5, "impersonate-billing"): every account of the
 * customer with its balance, outstanding amount, statements (their lines: invoices, payments,
 * refunds) and payment methods, as billing's own responses state them. Audited under the
 * customer before the answer goes, like every look at a customer's money.
 */
export async function loadCustomerBilling(
  context: PlatformContext,
  principal: Principal,
  userId: string,
) {
  if (!(await findCustomerIdentity(context.db, userId))) throw customerNotFound();
  const accounts = await Promise.all(
    (await listCustomerAccounts(context.db, userId)).map(async (account) => {
      const statements = await loadStatementSummaries(context.db, account.id);
      return {
        ...(await accountResponse(context.db, account, statements)),
        // Newest first, as the customer's own statements call lists them.
        statements: [...statements].reverse().map(statementResponse),
        paymentMethods: (await listPaymentMethods(context.db, account.id)).map(
          paymentMethodResponse,
        ),
      };
    }),
  );
  await recordAgentAction(context.db, {
    agentUserId: principal.userId,
    customerUserId: userId,
    action: BILLING_VIEW,
    target: userId,
    detail: { accounts: accounts.length },
    at: context.clock.now(),
  });
  return { accounts };
}
