import { defineForm } from '../define-form';
import { reasonInputs } from '../inputs/reason-inputs';

const CANCELLATION_QUESTIONS = 'forms.questions.cancellation';

/** Cancellation under a Standard rule: a reason and the day cover ends (from today). */
export const standardCancellationForm = defineForm({
  id: 'cancellation.standard',
  title: 'forms.cancellation.standard.title',
  description: 'forms.cancellation.standard.description',
  submitLabel: 'forms.cancellation.submit',
  inputs: [
    ...reasonInputs(CANCELLATION_QUESTIONS),
    {
      name: 'effectiveAt',
      type: 'datePicker',
      label: `${CANCELLATION_QUESTIONS}.effectiveAt.label`,
      hint: `${CANCELLATION_QUESTIONS}.effectiveAt.hint`,
      // The picker's days are further cut to the policy's deferral window by the platform.
      meta: { daysInFuture: 0 },
      validation: { required: true, afterOrEqual: {} },
    },
  ],
});

/** Cancellation in the cooling-off period: a reason only (cover ends at once). */
export const coolingOffCancellationForm = defineForm({
  id: 'cancellation.coolingOff',
  title: 'forms.cancellation.coolingOff.title',
  description: 'forms.cancellation.coolingOff.description',
  submitLabel: 'forms.cancellation.submit',
  inputs: reasonInputs(CANCELLATION_QUESTIONS),
});
