import { defineForm } from '../define-form';
import { startDateInput } from '../inputs/start-date-inputs';

/** Management: the start date of a policy that has not started yet (a start-date adjustment). */
export const managementStartDateForm = defineForm({
  id: 'management.startDate',
  title: 'forms.management.startDate.title',
  inputs: [{ ...startDateInput(), conditional: { kind: 'policyStarted', started: false } }],
});
