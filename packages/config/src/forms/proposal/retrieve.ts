import { defineForm } from '../define-form';
import { DATE_OF_BIRTH_RULES } from '../inputs/date-rules';

/** Retrieve a saved quote: its reference, the policyholder's date of birth and postcode. */
export const retrieveForm = defineForm({
  id: 'retrieve',
  title: 'forms.retrieve.title',
  description: 'forms.retrieve.description',
  submitLabel: 'forms.retrieve.submit',
  inputs: [
    {
      name: 'externalReference',
      type: 'text',
      label: 'forms.questions.retrieve.externalReference.label',
      hint: 'forms.questions.retrieve.externalReference.hint',
      validation: { required: true },
    },
    {
      name: 'dateOfBirth',
      type: 'date',
      label: 'forms.questions.retrieve.dateOfBirth.label',
      validation: DATE_OF_BIRTH_RULES,
    },
    {
      name: 'postcode',
      type: 'text',
      label: 'forms.questions.retrieve.postcode.label',
      validation: { required: true, postcode: true },
    },
  ],
});
