// en-GB texts of the free-cover promotions (spec 002 §9), keyed by promo code. Eligibility and
// free months are placeholders: the values are the domain's PROMOTION_* constants.

/** Promotion titles, terms, notifications and the terms modal. */
export const promotions = {
  codes: {
    MINIELEC12M2025Q4: {
      title: '12 months’ free cover for your new electric car',
      description:
        'Bought a new electric car from an authorised retailer between October and December 2025? Get {{months}} months of monthly subscription cover free.',
      terms:
        'Offer open to retail individual customers aged {{minAge}} to {{maxAge}} ({{highPowerMinAge}} for high-performance models) who bought a new electric car from an authorised UK retailer between 1 October and 31 December 2025. Cover must be activated within {{activationMonths}} month of collecting the car. Payment details are needed; you pay nothing for the first {{months}} months. After the free period your policy continues at the monthly price unless you cancel.',
    },
    MININEW12M2024Q1: {
      title: '12 months’ free cover for your new car',
      description:
        'Bought a new car from an authorised retailer between January and March 2024? Get {{months}} months of monthly subscription cover free.',
      terms:
        'Offer open to retail individual customers aged {{minAge}} to {{maxAge}} ({{highPowerMinAge}} for high-performance models) who bought a new car from an authorised UK retailer between 1 January and 31 March 2024. Cover must be activated within {{activationMonths}} month of collecting the car. Payment details are needed; you pay nothing for the first {{months}} months. After the free period your policy continues at the monthly price unless you cancel.',
    },
    MINIELEC12M2024H2: {
      title: '12 months’ free cover for your new electric car',
      description:
        'Bought a new electric car from an authorised retailer between July and December 2024? Get {{months}} months of monthly subscription cover free.',
      terms:
        'Offer open to retail individual customers aged {{minAge}} to {{maxAge}} ({{highPowerMinAge}} for high-performance models) who bought a new electric car from an authorised UK retailer between 1 July and 31 December 2024. Cover must be activated within {{activationMonths}} month of collecting the car. Payment details are needed; you pay nothing for the first {{months}} months. After the free period your policy continues at the monthly price unless you cancel.',
    },
    MININEW12M2023H2: {
      title: '12 months’ free cover (July to December 2023 offer)',
      description: 'Your policy included {{months}} months of free cover.',
      terms: 'This offer closed on 31 December 2023.',
    },
    MININEW12M2023Q1: {
      title: '12 months’ free cover (January to March 2023 offer)',
      description: 'Your policy included {{months}} months of free cover.',
      terms: 'This offer closed on 31 March 2023.',
    },
    MININEW12M2023Q2: {
      title: '12 months’ free cover (April to June 2023 offer)',
      description: 'Your policy included {{months}} months of free cover.',
      terms: 'This offer closed on 30 June 2023.',
    },
    MINI252021: {
      title: 'Free cover (2021 offer)',
      description: 'Your policy included free cover.',
      terms: 'This offer closed in 2021.',
    },
  },
  notifications: {
    applied: 'Your promotion has been applied: {{title}}.',
    critical: 'You are not eligible for this promotion, so it has not been applied to your quote.',
    warning: 'Please answer the promotion questions to apply your offer.',
  },
  banner: {
    freeMonths: '{{months}} months free',
    freeUntil: 'Free until {{date}}',
  },
  termsModal: {
    title: 'Promotion terms',
    open: 'Read the promotion terms',
    close: 'Close',
  },
} as const;
