// en-GB texts of the policy pages: tabs, details, documents, claims and billing (spec 001 §2).
// The billing messages are keyed as the domain's statement rules name them (STATEMENT_MESSAGE_KEYS).

/** The policy page: tabs, cards, details and documents. */
export const policy = {
  title: 'Your policy',
  number: 'Policy number {{policyNumber}}',
  loading: 'Loading your policy',
  back: 'Back to your policies',
  noTabs: 'This policy has ended and there is nothing more to show for it.',
  cannotShow: {
    title: 'We can’t show this policy',
    body: 'This policy has been renewed. Your renewed policy is on your home page.',
  },
  signIn: {
    title: 'Sign in to see your policy',
    body: 'Your policy’s details, documents, billing and claims are in your account. Sign in with the email address you used to buy it.',
  },
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
      startDate: 'Cover starts',
      endDate: 'Cover ends',
      noName: 'No name',
      noDrivers: 'Only you',
    },
    cover: { title: 'Your cover', included: 'What’s included' },
    addOns: { title: 'Your add-ons', none: 'You have no add-ons.', edit: 'Change add-ons' },
    excess: {
      title: 'Your excess',
      compulsory: 'Compulsory excess',
      voluntary: 'Voluntary excess',
      total: 'Total excess',
      edit: 'Change voluntary excess',
      line: '{{total}} in total: {{compulsory}} compulsory and {{voluntary}} voluntary',
    },
    autoRenewal: {
      title: 'Automatic renewal',
      on: 'Your policy will renew automatically on {{date}}.',
      off: 'Your policy will not renew. Your cover ends on {{date}}.',
      toggle: 'Renew automatically',
      turnOff: 'Turn off automatic renewal',
      turnOn: 'Turn on automatic renewal',
      keepOn: 'Keep automatic renewal on',
      reasonTitle: 'Why don’t you want to renew?',
    },
    sidebar: {
      label: 'Your premium and benefits',
      premium: 'Your premium',
      cancel: 'Cancel policy',
      benefits: 'Your benefits',
    },
  },
  documents: {
    title: 'Your documents',
    description: 'Each document opens as a PDF in a new tab, where you can save or print it.',
    empty: 'Your documents will appear here once your policy is ready.',
    loading: 'Loading your documents',
    loadFailed: 'We couldn’t load your documents',
    open: 'Open {{name}}',
    openShort: 'Open',
    openLabel: 'Open {{name}} (opens in a new tab)',
    missing: {
      title: 'This document isn’t ready yet',
      body: 'We are still preparing this document. Please try again in a few minutes, or chat with us if you need it now.',
    },
    names: {
      'policy-certificate': 'Certificate of motor insurance',
      'policy-schedule': 'Policy schedule',
      'statement-of-fact': 'Statement of fact',
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
  upgrade: {
    body: 'Your drive-away cover ends soon. Switch to our monthly subscription to stay covered when it does.',
    link: 'See the upgrade to monthly cover',
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
    renewalWithoutPayment:
      'Policy {{policyNumber}} renews automatically, but there is no card or Direct Debit to pay for it. Please add one so your cover carries on.',
    addPaymentMethod: 'Add a way to pay for policy {{policyNumber}}',
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
    phone: 'Call our claims team, open 24 hours a day:',
    email: 'Or email us:',
  },
  makeAClaimOnline: 'Make a claim online',
  makeAClaimOnlineHint:
    'Tell us what happened on our claims partner’s secure form. You’ll come back here when you’ve sent it.',
  startingOnlineClaim: 'Opening the claim form…',
  startFailed: 'We couldn’t open the claim form. Please try again, or call us.',
  faq: 'Claims questions and answers',
  loading: 'Loading your claims',
  loadFailed: 'We couldn’t load your claims',
  listLabel: 'Claims on this policy',
  sidebarLabel: 'Making a claim',
  pendingType: 'Accident',
  status: { ACTIVE: 'Open', SETTLED: 'Settled', PENDING: 'Reported' },
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
    settled: '{{amount}}, nothing to pay',
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
    inUse: 'Used for your payments',
    addCard: 'Add a card',
    replaceCard: 'Replace your card',
    setUpDirectDebit: 'Set up a Direct Debit',
    replaceDirectDebit: 'Replace your Direct Debit',
    changeHint:
      'A Direct Debit is set up on our secure payment page. Your new card or Direct Debit is used for your payments once it is confirmed; until then nothing changes.',
    agentHint:
      'Only the customer can add a card or set up a Direct Debit, from their own account. You can take a payment by phone.',
    directDebitSet: 'Your Direct Debit is set up. We will use it for your next payment.',
    cardFormHint:
      'Your bank checks the card before we keep it. It is used for your payments as your card is today; nothing is taken now.',
    saveCard: 'Save card',
    cancelCard: 'Cancel',
    usePaymentPage: 'Use our secure payment page instead',
    cardSaved: 'Your card ending {{last4}} is saved.',
  },
  payments: {
    heading: 'Payments',
    title: 'Your payments in the last 12 months',
    total: 'You paid {{amount}} in the last 12 months.',
    none: 'You have made no payments in the last 12 months.',
    month: 'Month',
    paid: 'Paid',
    showTable: 'Show your payments as a table',
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
    download: 'Download PDF',
    downloadLabel: 'Download PDF of statement {{number}} (opens in a new tab)',
  },
  lineItem: {
    premium: 'Insurance premium',
    discount: 'Discount',
    payment: 'Payment',
    invoice: 'Invoice',
    cancellation: 'Cancellation',
    refund: 'Refund',
    cardRefund: 'Refund to your card',
    directDebitRefund: 'Refund to your bank account (Direct Debit)',
    paymentReversal: 'Payment returned',
    refundReversal: 'Refund reversed',
    adjustment: 'Change to your policy',
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
