// The billing tab's texts that say a fact of an account in words (spec 001 §2 "Billing tab"):
// shared by the customer's billing tab and finance's view across a customer's accounts.
import { cardBrandName, formatGBP, ordinal } from '@brand/domain';
import type { Translate } from '@brand/forms';
import type { DefinitionRow } from '@brand/ui';
import type { CustomerAccount, PaymentMethod } from './billingApi';
import { methodInUse } from './payment-method-in-use';

/** An account's balance in words: in credit, settled, or to pay. */
export function accountBalanceText(pence: number, t: Translate): string {
  if (pence < 0) return t('billing.account.credit', { amount: formatGBP(-pence) });
  // A settled account owes nothing: "£0.00 to pay" read as a payment still to make.
  if (pence === 0) return t('billing.account.settled', { amount: formatGBP(0) });
  return t('billing.account.debit', { amount: formatGBP(pence) });
}

/** A payment method as one line: a card's brand, last four and expiry, or the mandate's bank. */
export function paymentMethodText(method: PaymentMethod, t: Translate): string {
  if (method.type === 'CARD') {
    return t('billing.paymentMethods.cardDetails', {
      brand: method.cardBrand ? cardBrandName(method.cardBrand) : t('billing.paymentMethods.card'),
      last4: method.cardLast4 ?? '',
      month: String(method.cardExpiryMonth ?? '').padStart(2, '0'),
      year: method.cardExpiryYear ?? '',
    });
  }
  const text = t('billing.paymentMethods.bacsDebit', {
    bankName: method.bankName ?? '',
    accountNumberEnding: method.accountNumberEnding ?? '',
  });
  return method.mandateStatus === 'PENDING_CUSTOMER_APPROVAL'
    ? `${text}. ${t('billing.paymentMethods.mandatePending')}`
    : text;
}

/**
 * An account's money facts as rows of a definition list: its balance, outstanding amount, payment
 * day and, when it has one, the method its payments use.
 */
export function accountFactRows(
  account: Pick<
    CustomerAccount,
    'accountBalance' | 'outstandingAmount' | 'paymentDay' | 'paymentMethodType'
  >,
  paymentMethods: readonly PaymentMethod[],
  t: Translate,
): DefinitionRow[] {
  // What the payments use, by the collections' own rule: the account's type alone still says
  // Direct Debit once the mandate is cancelled (a cancelled policy) and only a card is left.
  const inUse = methodInUse(account, paymentMethods);
  return [
    {
      id: 'balance',
      term: t('billing.account.balance'),
      description: accountBalanceText(account.accountBalance, t),
    },
    {
      id: 'outstanding',
      term: t('billing.account.outstanding'),
      description: formatGBP(account.outstandingAmount),
    },
    {
      id: 'paymentDay',
      term: t('billing.paymentDay.title'),
      description: t('billing.paymentDay.value', { ordinal: ordinal(account.paymentDay) }),
    },
    ...(inUse
      ? [
          {
            id: 'paysBy',
            term: t('billing.account.paysBy'),
            description: t(`enums.paymentMethodTypes.${inUse.type}`),
          },
        ]
      : []),
  ];
}
