// en-GB texts naming and selling the monthly subscription (flex).

/** The monthly subscription's name, card and benefits. */
export const product = {
  name: 'Flex',
  fullName: 'Monthly subscription car insurance',
  tagline: 'Comprehensive cover you pay for monthly, with no minimum term.',
  /** The line under the name on the home page's card. */
  summary: 'Monthly car insurance with no minimum term: cancel whenever you like.',
  card: {
    title: 'Monthly subscription',
    description:
      'Pay monthly and cancel whenever you like. No minimum term and no cancellation fees.',
    cta: 'Get a monthly quote',
  },
  benefits: {
    noMinimumTerm: 'No minimum term',
    payMonthly: 'Pay monthly by Direct Debit',
    cancelAnytime: 'Cancel at any time, with no fees',
    addOns: 'Add extra cover when you need it',
  },
} as const;
