import { paymentDayOptions } from '@brand/domain';
import { defineForm } from '../define-form';

/** The day of the month payments are taken, 1 to 28 (the platform lists them as ordinals). */
export const paymentDayForm = defineForm({
  id: 'paymentDay',
  title: 'forms.paymentDay.title',
  description: 'forms.paymentDay.description',
  submitLabel: 'forms.paymentDay.submit',
  inputs: [
    {
      name: 'paymentDay',
      type: 'singleSelect',
      label: 'forms.questions.paymentDay.paymentDay.label',
      meta: { selectValues: 'paymentDays' },
      validation: { required: true, oneOf: { values: paymentDayOptions() } },
    },
  ],
});
