// Drive-away (5-day) wording of the forms: overrides of keys in common/forms.ts only.

/** Form texts of drive-away cover that differ from the common set. */
export const forms = {
  disclosure: {
    beforeWeBegin: {
      description:
        'Drive-away cover is 5 days of free cover for your new car, arranged through your retailer. We need to check a few things first.',
    },
    startDate: {
      description: 'Drive-away cover must start on the day you collect your new car.',
    },
  },
  questions: {
    eligibility: {
      eligibilityConfirmed: {
        label: 'I confirm that I meet the eligibility criteria for drive-away cover',
        hint: 'You are a private individual living in the UK, collecting a new car from an authorised retailer, and the car will be registered and kept in the UK and not used for hire or reward.',
      },
    },
    cover: {
      startDate: {
        label: 'When will you collect your new car?',
        hint: 'Your cover starts on this day, so choose the day you collect the car from your retailer.',
      },
    },
  },
} as const;
