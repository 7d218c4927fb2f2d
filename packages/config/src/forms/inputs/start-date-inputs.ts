import type { InputDefinition } from '@brand/forms';
import { START_DATE_INPUT } from './cover-inputs';
import { START_DATE_RULES } from './date-rules';

/** The cover start date, chosen from the picker's 30 days from today. */
export function startDateInput(label = 'forms.questions.cover.startDate'): InputDefinition {
  return {
    name: START_DATE_INPUT,
    type: 'datePicker',
    label: `${label}.label`,
    hint: `${label}.hint`,
    meta: { daysInFuture: 0 },
    validation: START_DATE_RULES,
  };
}
