import { defineForm } from '../define-form';
import { paymentTokenInput } from './payment-token';

/**
 * Admin: take a proposal's first payment by phone (spec 000 §4 step 5, the phone-order card flow)
 * with a pasted card token; the proposal then binds.
 */
export const phonePaymentForm = defineForm({
  id: 'admin.phonePayment',
  title: 'forms.admin.phonePayment.title',
  description: 'forms.admin.phonePayment.description',
  submitLabel: 'forms.admin.phonePayment.submit',
  inputs: [paymentTokenInput],
});
