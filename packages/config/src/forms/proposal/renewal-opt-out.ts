import { defineForm } from '../define-form';
import { reasonInputs } from '../inputs/reason-inputs';

/** Opting out of renewal: a reason (the cancellation reasons), with free text for Other. */
export const renewalOptOutForm = defineForm({
  id: 'renewal.optOut',
  title: 'forms.renewal.optOut.title',
  description: 'forms.renewal.optOut.description',
  submitLabel: 'forms.renewal.optOut.submit',
  inputs: reasonInputs('forms.questions.renewalOptOut'),
});
