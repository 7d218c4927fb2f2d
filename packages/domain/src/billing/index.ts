export type { AdjustmentPaymentAction, AdjustmentPaymentInput } from './adjustment-payment';
export { ADJUSTMENT_PAYMENT_ACTIONS, adjustmentPaymentAction } from './adjustment-payment';
export { CARD_BRAND_NAMES, cardBrandName } from './card-brands';
export type {
  CardCheckoutAction,
  CheckoutDecision,
  CheckoutInput,
  DirectDebitCheckoutAction,
} from './checkout';
export {
  CARD_CHECKOUT_ACTIONS,
  checkoutAction,
  DIRECT_DEBIT_CHECKOUT_ACTIONS,
} from './checkout';
export {
  customerLedgerAmount,
  LEDGER_CUSTOMER_SIGN,
  LEDGER_REVERSAL_OF,
} from './ledger-sign';
export type { MandateSummary } from './mandates';
export { hasActiveMandate } from './mandates';
export type { BillingDayPermissionInput } from './payment-day';
export {
  canModifyBillingDay,
  isValidPaymentDay,
  ordinal,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  paymentDayOptions,
} from './payment-day';
export type {
  PaymentPeriod,
  PaymentPlan,
  PaymentPlanInput,
  PaymentPlanKey,
  PaymentPlanMessage,
} from './payment-plan';
export {
  formatPaymentPlan,
  PAYMENT_PERIOD_OF_SCHEDULE,
  PAYMENT_PERIODS,
  PAYMENT_PLAN_KEYS,
  PAYMENT_PLAN_TEXTS_EN_GB,
  paymentPlan,
  paymentPlanMessage,
} from './payment-plan';
export type { StatementMessageInput, StatementMessageKey } from './statement-messages';
export {
  refundMessageKey,
  STATEMENT_MESSAGE_FALLBACK_KEY,
  STATEMENT_MESSAGE_KEYS,
  STATEMENT_MESSAGE_RULES,
  statementMessageKey,
} from './statement-messages';
export type { ServicePeriod } from './statement-schedule';
export {
  defaultPaymentDay,
  nextPaymentDate,
  statementDueDate,
  statementServicePeriod,
} from './statement-schedule';
export type { StatementSettlementInput } from './statement-settlement';
export {
  STATEMENT_SETTLEMENT_FALLBACK,
  STATEMENT_SETTLEMENT_RULES,
  statementSettlementStatus,
} from './statement-settlement';
export type { StatementIcon } from './statement-status';
export { STATEMENT_ICONS, STATEMENT_STATUS_ICONS, statementStatusIcon } from './statement-status';
