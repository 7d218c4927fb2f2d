import { ON_DRIVEAWAY } from '../conditions';
import { defineForm } from '../define-form';
import { retailerInput } from '../inputs/promotion-inputs';

/**
 * Before we begin: the eligibility confirmation (its wording is per scheme, in the scheme's
 * translation set) and, for drive-away, the authorising retailer's number.
 */
export const beforeWeBeginForm = defineForm({
  id: 'disclosure.beforeWeBegin',
  title: 'forms.disclosure.beforeWeBegin.title',
  description: 'forms.disclosure.beforeWeBegin.description',
  inputs: [
    {
      name: 'eligibilityConfirmed',
      type: 'checkboxEligibility',
      label: 'forms.questions.eligibility.eligibilityConfirmed.label',
      hint: 'forms.questions.eligibility.eligibilityConfirmed.hint',
      validation: { required: true, onlyAccept: { value: true } },
    },
    { ...retailerInput(), conditional: ON_DRIVEAWAY },
  ],
});
