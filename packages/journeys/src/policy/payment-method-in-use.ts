// Which saved method the account's payments use, as the platform's collections choose it
// (platform-api checkout/collect-payment-adapter.ts): on Direct Debit the newest mandate not
// cancelled, on card (or with no mandate) the newest card. Methods arrive newest first.
import type { CustomerAccount, PaymentMethod } from './billingApi';

/** The method the account's next collection uses, or null when it has none. */
export function methodInUse(
  account: Pick<CustomerAccount, 'paymentMethodType'>,
  methods: readonly PaymentMethod[],
): PaymentMethod | null {
  const mandate = methods.find(
    (method) => method.type === 'BACS_DEBIT' && method.mandateStatus !== 'CANCELLED',
  );
  const card = methods.find((method) => method.type === 'CARD');
  if (mandate && (account.paymentMethodType !== 'CARD' || !card)) return mandate;
  return card ?? null;
}
