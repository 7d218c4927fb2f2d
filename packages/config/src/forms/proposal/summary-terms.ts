import { defineForm } from '../define-form';
import { keyedOptions } from '../options';

/** The statements the customer ticks on the summary before checkout; every one must be ticked. */
export const SUMMARY_TERMS = ['documentsRead', 'answersCorrect', 'demandsAndNeeds'] as const;
/** A summary terms statement. */
export type SummaryTerm = (typeof SUMMARY_TERMS)[number];

/** The summary's terms checklist. */
export const summaryTermsForm = defineForm({
  id: 'summary.terms',
  title: 'forms.summary.terms.title',
  submitLabel: 'forms.summary.terms.submit',
  inputs: [
    {
      name: 'termsAccepted',
      type: 'checkboxList',
      label: 'forms.questions.summary.termsAccepted.label',
      options: keyedOptions(SUMMARY_TERMS, 'forms.questions.summary.termsAccepted.options'),
      meta: { values: SUMMARY_TERMS },
      validation: { required: true, onlyAccept: { value: SUMMARY_TERMS } },
    },
  ],
});
