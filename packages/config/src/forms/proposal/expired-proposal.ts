import { defineForm } from '../define-form';
import { startDateInput } from '../inputs/start-date-inputs';

/** An expired quote: a new start date to get a new price. */
export const expiredProposalForm = defineForm({
  id: 'expiredProposal',
  title: 'forms.expiredProposal.title',
  description: 'forms.expiredProposal.description',
  submitLabel: 'forms.expiredProposal.submit',
  inputs: [startDateInput('forms.questions.expiredProposal.startDate')],
});
