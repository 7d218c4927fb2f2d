// en-GB texts the buying journey needs that @brand/config's translation sets do not carry yet.
// Looked up only when the config sets lack a key (see journey-translate.ts); each belongs in
// @brand/config's common set in time.

/** The journey's own texts, by key. */
export const JOURNEY_TEXTS: Readonly<Record<string, string>> = {
  'journeys.loading': 'Loading…',
  'journeys.loadingPage.title': 'Just a moment',
  'journeys.saving': 'Saving your answers…',
  'journeys.loadFailed.title': 'Sorry, something went wrong',
  'journeys.loadFailed.body': 'We couldn’t load this page. Please try again.',
  'journeys.saveFailed': 'We couldn’t save your answers. Please check them and try again.',
  'journeys.schemes.flex.name': 'Flex',
  'journeys.schemes.flex.description':
    'Monthly car insurance with no minimum term: cancel whenever you like.',
  'journeys.schemes.driveaway.name': 'Driveaway',
  'journeys.schemes.driveaway.description':
    'Free cover for 5 days for your new car, from the day you collect it from your retailer.',
  'journeys.home.proposalStatus.INSUFFICIENT_ACCURACY': 'Quote in progress',
  'journeys.home.proposalStatus.QUOTE': 'Quote ready',
  'journeys.home.proposalStatus.REFERRAL': 'Needs a closer look',
  'journeys.home.proposalStatus.QUOTE_EXPIRED': 'Quote expired',
  'journeys.home.proposalStatus.POLICY': 'Bought',
  'journeys.home.vehicleUnknown': 'Your car',
  'journeys.quote.breakdown.title': 'Price breakdown',
  'journeys.quote.breakdown.cover': 'Cover',
  'journeys.quote.breakdown.discount': 'Discount',
  'journeys.quote.breakdown.optional': 'Extras',
  'journeys.quote.breakdown.ipt': 'Insurance Premium Tax (included)',
  'journeys.quote.breakdown.total': 'Total',
  'journeys.quote.breakdown.totalMonthly': 'Each monthly payment',
  'journeys.quote.breakdown.firstPayment':
    'Your first payment is {{first}}: it evens out the pennies left when the price is split into monthly payments.',
  'journeys.quote.excessAmount': '£{{amount}}',
  'journeys.summary.autoRenewal': 'Renew my cover automatically each year',
  'journeys.summary.terms.title': 'Before you confirm',
  'journeys.summary.reference': 'Quote reference',
  'journeys.summary.vehicle': 'Car',
  'journeys.summary.policyholder': 'Policyholder',
  'journeys.summary.price': 'Price',
  'journeys.payment.title': 'Payment is coming soon',
  'journeys.payment.body':
    'This quote has {{amount}} to pay. Paying online is not available yet, so we have saved your quote: please chat with us to complete your purchase.',
  'journeys.success.reference': 'Policy number {{policyNumber}}',
  'journeys.success.home': 'Go to my dashboard',
  'journeys.upgrade.title': 'Upgrade to Flex',
  'journeys.upgrade.body':
    'You can carry on with monthly Flex cover once your drive-away cover ends.',
  'journeys.upgrade.continue': 'See my upgrade quote',
  'journeys.upgrade.skip': 'No thanks',
  'journeys.referral.reasonsLabel': 'Reasons',
  'journeys.referral.edit': 'Check my answers',
  'journeys.modal.close': 'Close',
};
