// en-GB texts of the monthly subscription's journey where they differ from the common set.

/** The monthly quote page. */
export const quote = {
  title: 'Your monthly price',
  // No schedule label of its own: "Pay monthly" above a choice of "In one payment" contradicted
  // it; the common question ("How would you like to pay?") fits both choices.
} as const;

/** Monthly checkout: a first payment by card, then Direct Debit. */
export const checkout = {
  title: 'Set up your monthly payments',
  description:
    'Pay your first month by card today. After that we collect your monthly payments by Direct Debit.',
} as const;

/** Monthly cancellation: no minimum term. */
export const cancellation = {
  description:
    'You can cancel at any time and there are no cancellation fees. Please tell us why you want to cancel.',
} as const;

/** Monthly renewal: the subscription continues each year unless switched off. */
export const renewal = {
  banner: {
    optedIn: {
      title: 'Your subscription continues on {{date}}',
      premiumChange: 'Your monthly price changes from {{current}} to {{amount}} on {{date}}.',
    },
    optedOut: {
      title: 'Your subscription will end',
      body: 'Your cover ends on {{date}}. You can still continue your subscription for {{amount}} a month.',
      reactivate: 'Continue my subscription',
      reactivated: 'Your subscription continues on {{date}}.',
    },
  },
  quote: {
    title: 'Your subscription’s next year',
    premiumHeading: 'Your monthly price',
  },
  priceCheck: {
    heading: 'How your price compares',
    notHigher:
      'Your price for the next year of {{renewal}} is no higher than the {{newBusiness}} we would charge a new customer for the same cover, with the same details, bought the same way today.',
    capped:
      'Your next year was priced at {{renewal}}, more than the {{newBusiness}} we would charge a new customer for the same cover, with the same details, bought the same way today, so we have lowered it to {{offered}}. Your price for the next year is never higher than a new customer’s.',
  },
  autoRenewal: {
    description:
      'Your subscription continues each year on its anniversary. We will write to you before then with your new monthly price.',
  },
} as const;
