import { EFFECTIVE_DATE_CHOICES, EFFECTIVE_DATE_WINDOW_DAYS } from '@brand/domain';
import { valueIn } from '../conditions';
import { defineForm } from '../define-form';
import { enumOptions } from '../options';

const OTHER_DATE = 'other-date' satisfies (typeof EFFECTIVE_DATE_CHOICES)[number];

/**
 * Admin: when an adjustment of an active policy takes effect. An other date is on or after the
 * inception day (carried in the hidden `inceptionDate`, set by the platform) and before today plus
 * 30 days; the expiry bound is checked with the domain's `checkOtherEffectiveDate`.
 */
export const effectiveDateForm = defineForm({
  id: 'admin.effectiveDate',
  title: 'forms.admin.effectiveDate.title',
  submitLabel: 'forms.admin.effectiveDate.submit',
  inputs: [
    { name: 'inceptionDate', type: 'hidden', hidden: true },
    {
      name: 'choice',
      type: 'radio',
      label: 'forms.questions.admin.effectiveDate.label',
      options: enumOptions('effectiveDateChoices', EFFECTIVE_DATE_CHOICES),
      validation: { required: true, oneOf: { values: EFFECTIVE_DATE_CHOICES } },
    },
    {
      name: 'otherDate',
      type: 'date',
      label: 'forms.questions.admin.otherDate.label',
      hint: 'forms.questions.admin.otherDate.hint',
      conditional: valueIn('choice', [OTHER_DATE]),
      validation: {
        required: true,
        afterOrEqual: { field: 'inceptionDate' },
        beforeOrEqual: { days: EFFECTIVE_DATE_WINDOW_DAYS - 1 },
      },
    },
  ],
});
