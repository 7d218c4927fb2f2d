// The billing module: customer accounts, the ledger, statements and their collection (the
// billing job), payment methods, and the /billing routes. Checkout, binding and the renewals
// use it only through what is exported here.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { loadStatementSummaries } from './account-statements';
export { billingId } from './billing-ids';
export {
  customerBalance,
  findAccountOfPolicy,
  findTransaction,
  findTransactionByKey,
  insertCustomerAccount,
  listCustomerAccounts,
  listPaymentMethods,
  moveAccountInception,
  repriceFromNextStatement,
  savePaymentMethod,
  setPaymentMethodType,
} from './billing-records';
export { accountResponse, paymentMethodResponse, statementResponse } from './billing-response';
export { billingRoutes } from './billing-routes';
export { CustomerAccountSchema, PaymentMethodSchema, StatementSchema } from './billing-schemas';
export {
  type CancellationSettlement,
  type CancellationSweep,
  cancellationCreditPreview,
  creditCancelledCover,
  settleCancelledAccount,
} from './cancellation-settlement';
export type { CollectPayment } from './collect-payment';
export { runBillingJob, startBillingJob } from './collections-job';
export { decideCreditRefund, payBackCredit } from './credit-refund';
export { getOwnAccount } from './customer-account-service';
export { failPayment, postTransaction, setTransactionStatus } from './ledger-service';
export {
  type RefundSweep,
  recordRefundFailure,
  type SentRefunds,
  sendAllDecidedRefunds,
  sendDecidedRefunds,
} from './provider-refunds';
export { previewAccountRefund, refundsDecidedUnder } from './refund-preview';
export type { RefundMethod, RefundMethodsPreview } from './refundable-payments';
export { issueStatement } from './statement-issue';
export { recordStatementPayment } from './statement-payments';
