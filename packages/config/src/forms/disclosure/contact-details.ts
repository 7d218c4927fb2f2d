import type { InputDefinition } from '@brand/forms';
import { ANONYMOUS_ONLY } from '../conditions';
import { defineForm } from '../define-form';
import { emailInput, marketingPreferencesInput, phoneInput } from '../inputs/contact-inputs';

// A signed-in customer's contact details are their account's: only visitors are asked.
function anonymousOnly(input: InputDefinition): InputDefinition {
  return { ...input, conditional: ANONYMOUS_ONLY };
}

/** Contact details of a visitor who is not signed in: email, phone and marketing preferences. */
export const contactDetailsForm = defineForm({
  id: 'disclosure.contactDetails',
  title: 'forms.disclosure.contactDetails.title',
  description: 'forms.disclosure.contactDetails.description',
  inputs: [
    anonymousOnly(emailInput('policyholder.email')),
    anonymousOnly(phoneInput('policyholder.phone')),
    anonymousOnly(marketingPreferencesInput('policyholder.marketingPreferences')),
  ],
});
