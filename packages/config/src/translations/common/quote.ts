// en-GB texts of the quote and add-ons pages (spec 000 §2 "Quote, add-ons").

/** The quote page. */
export const quote = {
  title: 'Your quote',
  reference: 'Quote reference {{reference}}',
  headline: 'Your price',
  titleOnePayment: 'Your price in one payment',
  insurer: 'Underwritten by {{insurer}}',
  premium: {
    // The sentences of @brand/domain's paymentPlanMessage (PAYMENT_PLAN_TEXTS_EN_GB has the same words).
    monthly: '{{amount}} a month',
    firstThenMonthly: '{{first}} today, then {{regular}} a month',
    single: '{{amount}} in one payment',
    yearly: '{{amount}} over 12 months',
    discount: 'Includes a discount of {{amount}}',
    ipt: 'Includes Insurance Premium Tax (IPT) at {{rate}}%.',
    free: 'Free',
  },
  schedule: {
    label: 'How would you like to pay?',
    MONTHLY: 'Monthly',
    SINGLE_PAYMENT: 'In one payment',
  },
  excess: {
    title: 'Your excess',
    description:
      'The excess is the amount you pay towards a claim. Choosing a higher voluntary excess can lower your premium.',
    voluntaryLabel: 'Voluntary excess',
    option: '£{{amount}}',
    compulsory: 'Compulsory excess',
    total: 'Total excess for {{category}}',
    endorsements: 'Extra excess for some drivers',
  },
  drivers: { title: 'Drivers', policyholder: 'Policyholder', additional: 'Additional driver' },
  coverPeriod: 'When your cover runs',
  continue: 'Continue',
  recalculating: 'Updating your price…',
  choices: {
    // Shown after a re-rating that could not keep a choice (issue 15 point 3).
    withdrawn: {
      title: 'We could not keep all of your choices',
      schedule: 'Paying {{name}} is no longer offered for this quote.',
    },
  },
  save: {
    title: 'Save your quote',
    description: 'We will email you a link so you can come back to it later.',
    submit: 'Email my quote',
    done: 'We have emailed your quote to {{email}}.',
  },
} as const;

/** The add-ons page. */
export const addOns = {
  title: 'Add extra cover',
  description: 'Choose any extras you would like. You can change them later.',
  add: 'Add',
  remove: 'Remove',
  added: 'Added',
  price: '{{amount}} a month',
  priceSingle: '{{amount}} in one payment',
  total: 'Your price with these extras',
  unavailable: {
    title: 'Not available on this quote',
    ncbProtection:
      '{{name}} needs a no-claims discount of at least {{minYears}} years. You told us you have {{years}}.',
    other: '{{name}} is not offered with the answers you gave.',
  },
  moreInfo: 'More about {{cover}}',
  moreInfoTitle: 'About these extras',
  continue: 'Continue',
  none: 'No extras for me',
} as const;
