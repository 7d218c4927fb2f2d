import type { PlatformContext } from '../../platform-context';
import type { CollectPayment } from '../billing';
import { listPaymentMethods } from '../billing';
import { cardCustomerOf } from './checkout-payment-methods';

/**
 * The collections job's CollectPayment over the configured providers: an account on direct debit
 * is collected from its newest active mandate (PENDING until the provider confirms it by
 * webhook), an account on card from its newest saved card (POSTED or FAILED at once). No way to
 * pay is a FAILED collection: the amount stays outstanding for the customer to settle.
 */
export function providerCollectPayment(context: PlatformContext): CollectPayment {
  return async (account, statement, amountPence, idempotencyKey) => {
    const methods = await listPaymentMethods(context.db, account.id);
    const description = `Car insurance ${account.policy.policyNumber}, statement ${statement.statementNumber}`;
    const mandate = methods.find(
      (method) => method.type === 'BACS_DEBIT' && method.mandate?.status !== 'CANCELLED',
    );
    const card = methods.find((method) => method.type === 'CARD');
    const useMandate = mandate && (account.paymentMethodType !== 'CARD' || !card);
    if (useMandate) {
      const payment = await context.integrations.directDebit.createPayment({
        idempotencyKey,
        mandateId: mandate.providerReference,
        amountPence,
        description,
        metadata: { accountId: account.id, statementId: statement.id },
      });
      return { status: 'PENDING', providerPaymentId: payment.id };
    }
    const customerId = card ? await cardCustomerOf(context.db, card.providerReference) : null;
    if (!card || !customerId) {
      return {
        status: 'FAILED',
        providerPaymentId: `none:${idempotencyKey}`,
        failureReason: 'no_payment_method',
      };
    }
    const result = await context.integrations.cardPayments.chargeSavedCard({
      idempotencyKey,
      amountPence,
      customerId,
      paymentMethodId: card.providerReference,
      description,
      metadata: { accountId: account.id, statementId: statement.id },
    });
    return result.status === 'succeeded'
      ? { status: 'POSTED', providerPaymentId: result.paymentId }
      : {
          status: 'FAILED',
          providerPaymentId: result.paymentId ?? `declined:${idempotencyKey}`,
          failureReason: result.declineCode,
        };
  };
}
