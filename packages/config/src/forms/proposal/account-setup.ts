import { defineForm } from '../define-form';
import { emailInput, phoneInput } from '../inputs/contact-inputs';

/** Account setup: the email and phone of a customer who has no account yet. */
export const accountSetupForm = defineForm({
  id: 'accountSetup',
  title: 'forms.accountSetup.title',
  description: 'forms.accountSetup.description',
  inputs: [emailInput('policyholder.email'), phoneInput('policyholder.phone')],
});
