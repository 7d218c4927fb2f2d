// en-GB texts of the policy pages: tabs, details, documents, claims and billing (spec 001 §2).
// The billing messages are keyed as the domain's statement rules name them (STATEMENT_MESSAGE_KEYS).

/** The policy page: tabs, cards, details and documents. */
export const policy = {
  title: 'Your policy',
  number: 'Policy number {{policyNumber}}',
  tabs: {
    label: 'Policy sections',
    details: 'Details',
    documents: 'Documents',
    billing: 'Billing',
    claims: 'Claims',
    impersonateBilling: 'Billing (finance)',
  },
  card: {
    manage: 'Manage',
    documents: 'Documents',
    billing: 'Billing',
    claims: 'Claims',
    starts: 'Starts {{date}}',
    renews: 'Renews {{date}}',
    ends: 'Ends {{date}}',
    ended: 'Ended {{date}}',
  },
  details: {
    promotionRemoved:
      'Your policy was changed in a way that removed your promotion, so the free period no longer applies.',
    cancellationNotice: 'Your policy is cancelled and your cover ends on {{date}}.',
    quoteDetails: {
      title: 'Your details',
      edit: 'Edit',
      car: 'Car',
      registration: 'Registration',
      drivers: 'Drivers',
      policyholder: 'Policyholder',
      startDate: 'Start date',
      endDate: 'End date',
    },
    cover: { title: 'Your cover', included: 'What’s included' },
    addOns: { title: 'Your add-ons', none: 'You have no add-ons.', edit: 'Change add-ons' },
    excess: {
      title: 'Your excess',
      compulsory: 'Compulsory excess',
      voluntary: 'Voluntary excess',
      total: 'Total excess',
      edit: 'Change voluntary excess',
    },
    autoRenewal: {
      title: 'Automatic renewal',
      on: 'Your policy will renew automatically on {{date}}.',
      off: 'Your policy will not renew. Your cover ends on {{date}}.',
      toggle: 'Renew automatically',
    },
    sidebar: {
      premium: 'Your premium',
      cancel: 'Cancel policy',
      benefits: 'Your benefits',
    },
  },
  documents: {
    title: 'Your documents',
    empty: 'Your documents will appear here once your policy is ready.',
    open: 'Open {{name}}',
    names: {
      'policy-certificate': 'Certificate of motor insurance',
      'policy-schedule': 'Policy schedule',
      ipid: 'Insurance product information document',
      'policy-wording': 'Policy wording',
      'business-terms': 'Terms of business',
      coverIpid: '{{cover}}: insurance product information document',
      coverWording: '{{cover}}: policy wording',
    },
    uploads: {
      title: 'Send us a document',
      description:
        'Our team reviews every document you send and will contact you if we need anything else.',
    },
  },
  notifications: {
    outstandingBalance:
      'Policy {{policyNumber}} has an outstanding balance of {{amount}}. Please pay it by card.',
    payNow: 'Pay now by card',
    missingCard:
      'Policy {{policyNumber}} has no payment card. Please add one so we can take your payments.',
    missingDirectDebit:
      'Policy {{policyNumber}} has no Direct Debit. Please set one up for your monthly payments.',
    setUpDirectDebit: 'Set up Direct Debit',
    addCard: 'Add a card',
    title: 'Your payments',
    actionFailed: 'We couldn’t open our secure payment page. Please try again.',
    settleByPhone: 'Take payment by phone',
    policyholderFailed: 'We couldn’t load the policyholder’s details. Please try again.',
  },
} as const;

/** The claims tab. */
export const claims = {
  title: 'Your claims',
  empty: 'You have no claims on this policy.',
  columns: {
    type: 'Type',
    insuredName: 'Driver',
    occurredDate: 'Date',
    reference: 'Reference',
    status: 'Status',
  },
  contact: {
    title: 'Need to make a claim?',
    phone: 'Call our claims team on {{phone}}, open 24 hours a day.',
    email: 'Or email {{email}}.',
  },
  makeAClaimOnline: 'Make a claim online',
  faq: 'Claims questions and answers',
} as const;

/** The billing tab and its statement messages. */
export const billing = {
  title: 'Billing',
  account: {
    title: 'Your account',
    balance: 'Account balance',
    outstanding: 'Outstanding',
    credit: '{{amount}} in credit',
    debit: '{{amount}} to pay',
    code: 'Account reference',
    paysBy: 'Pays by',
  },
  paymentMethods: {
    title: 'Payment methods',
    card: 'Card',
    bacsDebit: 'Direct Debit from {{bankName}}, account ending {{accountNumberEnding}}',
    mandatePending: 'Waiting for your bank to confirm the Direct Debit',
    none: 'You have no payment method set up.',
    cardDetails: '{{brand}} ending {{last4}}, expires {{month}}/{{year}}',
    mandateSet: 'Your Direct Debit is set up.',
    cardTitle: 'Card',
    directDebitTitle: 'Direct Debit',
  },
  paymentDay: {
    title: 'Payment day',
    value: 'The {{ordinal}} of each month',
    change: 'Change payment day',
    changed: 'Your payment day is now the {{ordinal}} of each month.',
  },
  statements: {
    latest: 'Latest statement',
    nextEstimate: 'Next statement (estimate)',
    previous: 'Previous statements',
    number: 'Statement {{number}}',
    dueOn: 'Due {{date}}',
    period: '{{start}} to {{end}}',
    empty: 'You have no statements yet.',
    columns: { date: 'Date', description: 'Description', amount: 'Amount' },
    broughtForward: 'Brought forward',
    carriedForward: 'Carried forward',
    subtotal: 'Subtotal',
    outstanding: 'Amount outstanding',
    dueLabel: 'Payment due',
    status: 'Status',
    loadItems: 'Show the items of statement {{number}}',
    estimateFor: '{{amount}} for {{start}} to {{end}}, due {{date}}',
    estimateAmount: 'Estimated amount',
    periodLabel: 'Period covered',
    items: 'Items on statement {{number}}',
    noItems: 'This statement has no items.',
    credit: 'credit',
    summary: '{{amount}} outstanding, due {{date}}',
  },
  lineItem: {
    premium: 'Insurance premium',
    discount: 'Discount',
    payment: 'Payment',
    invoice: 'Invoice',
    cancellation: 'Cancellation',
    refund: 'Refund',
    paymentReversal: 'Payment returned',
    refundReversal: 'Refund reversed',
  },
  returned: {
    paid: 'Thank you for your payment. It can take a few minutes to show here.',
    cardSaved: 'Your card has been saved.',
    cancelled:
      'You left our secure payment page before finishing. Nothing has been paid or changed.',
  },
  lineItemStatuses: { PENDING: 'Pending', POSTED: 'Done', FAILED: 'Failed' },
  loading: 'Loading your billing…',
  loadFailed: 'We couldn’t load your billing. Please try again later.',
  noAccount: 'There is no billing account for this policy yet.',
  back: 'Back to your policies',
  pending: {
    firstPayment:
      'Your first payment of {{amount}} will be taken on {{date}}. Direct Debit collections take {{minDays}} to {{maxDays}} working days to show on your bank statement.',
    nextPayment:
      'Your next payment of {{amount}} will be taken on {{date}}. Direct Debit collections take {{minDays}} to {{maxDays}} working days to show on your bank statement.',
    finalPayment:
      'Your final payment of {{amount}} will be taken on {{date}}. After this there is nothing more to pay.',
  },
  failed: {
    outstanding:
      'We couldn’t take your payment of {{amount}} due on {{date}}. Please pay it now by card to keep your cover.',
  },
  refund: {
    due: 'We owe you a refund of {{amount}}. It will reach your account within {{minDays}} to {{maxDays}} working days.',
  },
  nothingOutstanding: 'You have nothing to pay at the moment.',
} as const;
