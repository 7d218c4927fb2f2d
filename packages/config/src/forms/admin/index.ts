export { effectiveDateForm } from './effective-date';
export { impersonateForm } from './impersonate';
export { POLICYHOLDER_DATE_OF_BIRTH_CONTEXT, settlePaymentForm } from './settle';
