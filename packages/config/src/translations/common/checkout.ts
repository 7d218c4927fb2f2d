// en-GB texts of checkout: payment, card and Direct Debit set-up, and the checkout error pages.

/** The checkout pages. */
export const checkout = {
  title: 'Payment',
  description: 'Choose how you would like to pay.',
  total: 'Total to pay today: {{amount}}',
  methods: {
    CARD: 'Pay by card',
    DIRECT_DEBIT: 'Pay by Direct Debit',
    DUAL: 'Pay a deposit by card, then monthly by Direct Debit',
  },
  card: {
    pay: 'Pay {{amount}} by card',
    setUp: 'Add a card',
    setUpAndCover: 'Save a card and get covered',
    setUpWhy:
      'Nothing is taken from your card today. We keep it safely with our payment provider so that, if you choose to carry on with monthly cover, you won’t need to enter it again.',
    saved: 'Card saved',
    redirecting: 'Taking you to our secure payment page…',
  },
  /** The card field (ADR 0048): Stripe's card Element, or the card sandbox's field. */
  cardField: {
    label: 'Card details',
    hint: 'Card number, expiry date and security code',
    frameTitle: 'Secure card details',
    loading: 'Loading the card field',
    failed: 'The card could not be checked. Try again.',
    unavailable: 'Card details cannot be typed here at the moment.',
  },
  directDebit: {
    setUp: 'Set up Direct Debit',
    mandateDescription: 'Monthly payments for your car insurance',
    collection:
      'Payments are collected on your payment day. Direct Debit collections take {{minDays}} to {{maxDays}} working days.',
    guarantee: 'Your payments are protected by the Direct Debit Guarantee.',
    pending: 'Waiting for your bank to confirm your Direct Debit.',
  },
  binding: 'Setting up your policy…',
  redirectFailed: 'We couldn’t open our secure payment page. Please try again.',
  confirmPay: 'Confirm and start my cover',
  waiting: 'Confirming your payment…',
  completingMandate: 'Setting up your Direct Debit…',
  mandateFailed:
    'We couldn’t set up your Direct Debit. You have not been charged. Please try again, or chat with us.',
  confirming: {
    title: 'We’re confirming your payment',
    body: 'Your bank has answered and we are setting up your policy. This can take a few minutes: we will email you as soon as it is ready, so there is no need to pay again.',
    chat: 'Chat with us',
    checkAgain: 'Check again',
  },
  mandateStep: {
    title: 'Set up your Direct Debit',
    covered: 'Your first payment is made and your cover is in place.',
    body: 'Your monthly payments of {{amount}} are collected by Direct Debit. Set it up now so your next payment can be taken: you will need your bank’s sort code and account number.',
    bodyNoAmount:
      'Your monthly payments are collected by Direct Debit. Set it up now so your next payment can be taken: you will need your bank’s sort code and account number.',
    inPlace:
      'Your Direct Debit is set up: your monthly payments will be collected from {{bank}}, account ending {{ending}}.',
    inPlaceNoDetails: 'Your Direct Debit is set up: your monthly payments will be collected by it.',
  },
  disabled: {
    title: 'We can’t take payment online right now',
    body: 'Please chat with us and we will help you complete your purchase.',
    chat: 'Chat with us',
    back: 'Back to your quote',
  },
  failed: {
    title: 'Your payment didn’t go through',
    body: 'You have not been charged. Please try again, or chat with us if the problem continues.',
    retry: 'Try again',
    chat: 'Chat with us',
  },
  cancelled: 'You cancelled the payment. You can try again whenever you are ready.',
  noPaymentNeeded: 'There is nothing to pay today.',
} as const;
