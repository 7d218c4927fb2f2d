import { defineForm } from '../define-form';
import { startDateInput } from '../inputs/start-date-inputs';

/** Start date: when cover starts (today means at once; a later day at 00:00). */
export const startDateForm = defineForm({
  id: 'disclosure.startDate',
  title: 'forms.disclosure.startDate.title',
  description: 'forms.disclosure.startDate.description',
  inputs: [startDateInput()],
});
