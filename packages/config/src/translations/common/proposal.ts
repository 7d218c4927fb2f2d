// en-GB texts of the buying journey around the forms: before we begin, disclosure progress,
// referral, expired quote, account setup, summary and the success page (spec 000 §2).

/** The buying journey's pages. */
export const proposal = {
  beforeWeBegin: {
    // Not the first section's heading ('Before we begin', its eligibility questions): each page has its own.
    title: 'What you’ll need before we begin',
    intro: 'It takes about 10 minutes to get a quote. Please have these to hand:',
    checklist: {
      retailer: 'your retailer number, from your retailer',
      registration: 'your car’s registration number, or its make and model',
      licence: 'your driving licence and those of anyone else who will drive',
      history: 'details of any claims or driving convictions in the last {{years}} years',
      paymentCard: 'a debit or credit card and your bank details for monthly payments',
    },
    start: 'Start my quote',
  },
  disclosure: {
    progress: 'Your quote',
    continue: 'Continue',
    back: 'Back',
    save: 'Save and continue',
    rating: 'Getting your price…',
  },
  additionalDrivers: {
    add: 'Add a driver',
    edit: 'Edit',
    remove: 'Remove',
    max: 'You can add up to {{count}} additional drivers.',
    listLabel: 'Drivers you have added',
    none: 'You have not added any other drivers.',
    driver: 'Driver',
    noOtherDrivers: 'No other drivers',
    addTitle: 'Add a driver',
    editTitle: 'Edit {{name}}',
    back: 'Back to additional drivers',
    saveDriver: 'Save driver',
    removeConfirm: {
      title: 'Remove {{name}}?',
      body: '{{name}} will no longer be named as a driver on this quote.',
      confirm: 'Remove driver',
      cancel: 'Keep driver',
    },
    removed: '{{name}} has been removed.',
  },
  referral: {
    title: 'We need to take a closer look',
    body: 'We can’t offer you a price online for the following reasons:',
    chat: 'Chat with us',
  },
  expired: {
    title: 'Your quote has expired',
    body: 'Choose a new start date and we will give you an up-to-date price.',
    submit: 'Get a new price',
  },
  accountSetup: {
    title: 'Set up your account',
    description: 'You will use these details to sign in and manage your policy.',
    given:
      'We have filled in the email address and phone number you gave us. Check them and continue.',
    conflict: {
      title: 'You already have an account',
      body: 'Please sign in to add this policy to your existing account.',
      signIn: 'Sign in',
    },
  },
  summary: {
    title: 'Check your details',
    description: 'Please check everything is correct before you continue to payment.',
    start: 'Cover starts',
    end: 'Cover ends',
    immediate: 'Immediately when you buy',
    endsSameTimeOn: 'The same time of day as you buy, on {{date}}',
    quoteDetails: 'Your quote',
    change: 'Change',
    confirm: 'Confirm and continue to payment',
    reviewCount: 'Please review the {{count}} highlighted question(s) to continue.',
  },
  success: {
    title: 'You’re covered',
    immediate:
      'Your cover started at {{start}} and ends at {{end}}. We have emailed your documents to {{email}}.',
    deferred:
      'Your cover starts at {{start}} and ends at {{end}}. We have emailed your documents to {{email}}.',
    noPeriod: 'Your cover has started. We have emailed your documents to {{email}}.',
    signInToView: 'Sign in to view your policy',
    viewPolicy: 'View my policy',
  },
  delete: {
    title: 'Delete this quote?',
    body: 'This can’t be undone.',
    confirm: 'Delete quote',
    cancel: 'Keep quote',
  },
} as const;
