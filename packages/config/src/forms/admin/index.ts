export { effectiveDateForm } from './effective-date';
export { impersonateForm } from './impersonate';
export { paymentTokenInput } from './payment-token';
export { phonePaymentForm } from './phone-payment';
export { POLICYHOLDER_DATE_OF_BIRTH_CONTEXT, settlePaymentForm } from './settle';
