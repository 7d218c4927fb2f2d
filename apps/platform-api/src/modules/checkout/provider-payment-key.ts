import type { CheckoutPayment } from './checkout-payment-repository';

/** The ledger key of a provider's payment: a webhook, a browser and the job post it once. */
export function providerPaymentKey(provider: CheckoutPayment['provider'], paymentId: string) {
  return `${provider.toLowerCase()}:${paymentId}`;
}
