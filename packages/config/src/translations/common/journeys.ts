// en-GB texts of the journeys' own frame and pages that no other area holds: loading and failure,
// home's proposal list, the quote's breakdown, the summary, payment, success, the upgrade and
// referral pages, retrieve's and account's own lines. The schemes' names and home-card lines are
// each scheme's (`product.name`, `product.summary` in the monthly and 5-day sets).

/** The journeys' own texts (`journeys.*`). */
export const journeys = {
  loading: 'Loading…',
  loadingPage: { title: 'Just a moment' },
  saving: 'Saving your answers…',
  loadFailed: {
    title: 'Sorry, something went wrong',
    body: 'We couldn’t load this page. Please try again.',
  },
  saveFailed: 'We couldn’t save your answers. Please check them and try again.',
  home: {
    proposalStatus: {
      INSUFFICIENT_ACCURACY: 'Quote in progress',
      QUOTE: 'Quote ready',
      REFERRAL: 'Needs a closer look',
      QUOTE_EXPIRED: 'Quote expired',
      POLICY: 'Bought',
    },
    vehicleUnknown: 'Your car',
  },
  quote: {
    breakdown: {
      title: 'Price breakdown',
      cover: 'Cover',
      discount: 'Discount',
      optional: 'Extras',
      ipt: 'Insurance Premium Tax (included)',
      total: 'Total',
      totalMonthly: 'Each monthly payment',
      firstPayment:
        'Your first payment is {{first}}: it evens out the pennies left when the price is split into monthly payments.',
    },
    excessAmount: '£{{amount}}',
  },
  summary: {
    autoRenewal: 'Renew my cover automatically each year',
    terms: { title: 'Before you confirm' },
    reference: 'Quote reference',
    vehicle: 'Car',
    policyholder: 'Policyholder',
    price: 'Price',
  },
  payment: {
    title: 'Payment is coming soon',
    body: 'This quote has {{amount}} to pay. Paying online is not available yet, so we have saved your quote: please chat with us to complete your purchase.',
  },
  success: {
    reference: 'Policy number {{policyNumber}}',
    home: 'Go to my dashboard',
  },
  upgrade: {
    title: 'Upgrade to Flex',
    body: 'You can carry on with monthly Flex cover once your drive-away cover ends.',
    continue: 'See my upgrade quote',
    skip: 'No thanks',
  },
  referral: {
    reasonsLabel: 'Reasons',
    edit: 'Check my answers',
  },
  modal: { close: 'Close' },
  retrieve: {
    tooManyAttempts: {
      title: 'Too many attempts',
      body: 'For your security we have paused retrieving this quote. Please wait a few minutes, then try again.',
    },
  },
  account: {
    save: 'Save changes',
    back: 'Back to your account',
    notSet: 'Not given',
    missing: {
      title: 'We don’t hold your details yet',
      body: 'Your account settings appear here once you have bought a policy. Please chat with us if you think this is wrong.',
    },
    signingIn: 'Taking you to sign in…',
  },
} as const;
