import { defineForm } from '../define-form';
import { claimsHistoryInput } from '../inputs/history-inputs';
import { POLICYHOLDER_SCOPE } from '../inputs/profile-scope';

/** Claims history: the policyholder's claims and losses of the last 5 years. */
export const claimsHistoryForm = defineForm({
  id: 'disclosure.claimsHistory',
  title: 'forms.disclosure.claimsHistory.title',
  description: 'forms.disclosure.claimsHistory.description',
  inputs: [claimsHistoryInput(POLICYHOLDER_SCOPE)],
});
