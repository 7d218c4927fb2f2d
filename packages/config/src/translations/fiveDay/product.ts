// en-GB texts naming and selling drive-away cover (the "5-day" set). The cover lasts 5 days
// (@brand/domain COVER_TERMS.driveaway): say so, never a vague "short-term".

/** Drive-away cover's name, card and upgrade offer. */
export const product = {
  name: 'Driveaway',
  fullName: 'Drive-away cover',
  tagline: 'Free cover for 5 days so you can drive your new car home from the retailer.',
  /** The line under the name on the home page's card. */
  summary:
    'Free cover for 5 days for your new car, from the day you collect it from your retailer.',
  card: {
    title: 'Free drive-away cover',
    description:
      'Bought a new car from an authorised retailer? Drive it home with 5 days of free cover.',
    cta: 'Get free cover',
  },
  benefits: {
    free: 'Free for 5 days for new-car buyers',
    startsOnCollection: 'Starts the day you collect your car',
    upgrade: 'Switch to monthly cover whenever you are ready',
  },
  upgrade: {
    title: 'Keep driving with monthly cover',
    body: 'Your drive-away cover lasts 5 days. Switch to our monthly subscription to stay covered when it ends.',
    cta: 'See my monthly price',
    decline: 'No thanks, just drive-away cover',
    priceLabel: 'Your monthly price',
    startsLabel: 'Monthly cover starts',
    startsWhen: '{{start}}, the moment your drive-away cover ends',
    continue: 'Continue to my monthly quote',
    closed: 'Monthly cover can no longer be added to this drive-away cover.',
    home: 'Go to my home page',
    offerLink: 'Upgrade to monthly cover',
  },
} as const;
