export type { LedgerDirection } from './credit-debit';
export { creditOrDebit, isCredit, isDebit, LEDGER_DIRECTIONS } from './credit-debit';
export type { FormatGBPOptions } from './format';
export { formatGBP, formatGBPFromPounds } from './format';
export { grossWithIpt, IPT_RATE, iptIncluded, netOfIpt } from './ipt';
export type { PaymentNeedInput } from './payment-thresholds';
export {
  CARD_MINIMUM,
  DIRECT_DEBIT_MINIMUM,
  isPaymentNeeded,
  shouldTakeCardPayment,
  shouldTakeDirectDebitPayment,
  ZERO_PAYMENT_TOLERANCE,
} from './payment-thresholds';
export type { Pence } from './pence';
export { assertPence, isPence, penceToPounds, poundsToPence } from './pence';
export type { HasYearlyTotal } from './totals';
export { discountedTotal, sumPence, yearlyTotal } from './totals';
