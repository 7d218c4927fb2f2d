// en-GB texts of the drive-away journey where they differ from the common set, and its own
// verification messages (only one drive-away policy is allowed per customer).

/**
 * The drive-away quote page: the cover is free. Its price is worded by the common set's
 * quote.premium sentences, which say "Free" when nothing is paid and an amount when one is.
 */
export const quote = {
  title: 'Your free drive-away cover',
  // Drive-away offers no voluntary excess (VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME.driveaway is empty),
  // so its quote never mentions one; it says how long the cover lasts instead.
  excess: {
    description:
      'The excess is the amount you pay towards a claim. Your drive-away cover lasts 5 days.',
  },
} as const;

/** Drive-away checkout: nothing to pay, a card on file. */
export const checkout = {
  title: 'Confirm your free cover',
  description:
    'There is nothing to pay. We ask for a card so that you can switch to monthly cover easily later.',
} as const;

/** Drive-away success: the cover starts on collection day. */
export const proposal = {
  success: {
    deferred:
      'Your drive-away cover starts at {{start}}, the day you collect your car, and ends at {{end}}. We have emailed your documents to {{email}}.',
  },
} as const;

/** Drive-away verification failures. */
export const errors = {
  verificationFailed: {
    maxDriveAwayPolicies:
      'You already have the maximum number of drive-away policies. Only one drive-away policy is allowed per customer.',
    priorPolicies:
      'You have held drive-away cover before. Only one drive-away policy is allowed per customer.',
    alternatives: 'You can still insure your car with our flex cover, paid monthly.',
    /** The refusal's ways on (each button named for what it does, none a second "Close"). */
    actions: {
      policies: 'Go to your policies',
      flexQuote: 'Get a flex quote',
    },
  },
} as const;

/** Drive-away cancellation. */
export const cancellation = {
  description:
    'Your drive-away cover is free, so there is nothing to refund. Please tell us why you want to cancel.',
} as const;
