import { defineForm } from '../define-form';
import { paymentTokenInput } from './payment-token';

/** The context value holding the policyholder's date of birth, which the admin must confirm. */
export const POLICYHOLDER_DATE_OF_BIRTH_CONTEXT = 'policyholderDateOfBirth';

/**
 * Admin: settle an outstanding payment by phone with a pasted card token, after confirming the
 * billing postcode and the policyholder's date of birth.
 */
export const settlePaymentForm = defineForm({
  id: 'admin.settle',
  title: 'forms.admin.settle.title',
  description: 'forms.admin.settle.description',
  submitLabel: 'forms.admin.settle.submit',
  inputs: [
    paymentTokenInput,
    {
      name: 'postalCode',
      type: 'text',
      label: 'forms.questions.admin.postalCode.label',
      validation: { required: true, postcode: true },
    },
    {
      name: 'dateOfBirth',
      type: 'date',
      label: 'forms.questions.admin.dateOfBirth.label',
      validation: {
        required: true,
        sameAs: { contextValue: POLICYHOLDER_DATE_OF_BIRTH_CONTEXT },
      },
    },
  ],
});
