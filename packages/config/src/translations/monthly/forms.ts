// Monthly subscription (flex) wording of the forms: overrides of keys in common/forms.ts only.

/** Form texts of the monthly subscription that differ from the common set. */
export const forms = {
  disclosure: {
    beforeWeBegin: {
      description:
        'Monthly subscription cover: pay monthly, with no minimum term. We need to check a few things before we can give you a quote.',
    },
  },
  questions: {
    eligibility: {
      eligibilityConfirmed: {
        label: 'I confirm that I meet the eligibility criteria for monthly subscription cover',
      },
    },
  },
} as const;
