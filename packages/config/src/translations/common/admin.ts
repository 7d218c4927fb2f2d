// en-GB texts of admin and agent screens (spec 001 §6, 002 §6): impersonation, phone payments,
// settling outstanding payments, effective dates and the billing day.

/** Admin screens and messages. */
export const admin = {
  bar: {
    label: 'Admin view',
    actingAs: 'Acting as {{user}}',
    // The facts an agent checks a caller against, always in sight while acting for them.
    actingFor: 'Acting for {{name}}, born {{dateOfBirth}}, postcode {{postcode}}',
    stop: 'Stop acting as this customer',
  },
  search: {
    title: 'Find a customer',
    label: 'Search customers',
    hint: 'A name, email, phone number, postcode, date of birth (DD/MM/YYYY), policy number, quote reference or registration.',
    tooShort: 'Type at least 2 characters to search.',
    searching: 'Searching…',
    found_one: '1 customer found',
    found_other: '{{count}} customers found',
    none: 'No customer matches “{{query}}”. Check the spelling, or search by another detail.',
    matchedOn: {
      name: 'Matched on name',
      email: 'Matched on email',
      phone: 'Matched on phone number',
      postcode: 'Matched on postcode',
      dateOfBirth: 'Matched on date of birth',
      policyNumber: 'Matched on policy number',
      quoteReference: 'Matched on quote reference',
      registration: 'Matched on registration',
    },
    byUserId: 'Know the customer’s user id? Act for them by id',
    auditLog: 'Read the audit log of what agents did',
    born: 'Born {{date}}',
  },
  // The schemes by url name, as the console's tables name them.
  schemes: { flex: 'Flex', driveaway: 'Drive-away' },
  record: {
    noName: 'Customer with no name given',
    notGiven: 'Not given',
    back: 'Back to the search',
    identity: {
      title: 'Check who is calling',
      name: 'Name',
      dateOfBirth: 'Date of birth',
      postcode: 'Postcode',
      email: 'Email',
      phone: 'Phone',
    },
    policies: { title: 'Policies', none: 'No policies.' },
    quotes: { title: 'Quotes', none: 'No quotes.' },
    accounts: {
      title: 'Accounts',
      none: 'No accounts.',
      balance: 'Balance',
      outstanding: 'Outstanding',
      paysBy: 'Pays by',
    },
    columns: {
      number: 'Number',
      scheme: 'Scheme',
      status: 'Status',
      registration: 'Registration',
      reference: 'Reference',
      account: 'Account',
    },
    agentActions: {
      title: 'What agents did for this customer',
      none: 'No agent has acted for this customer yet.',
      when: 'When',
      who: 'Agent',
      what: 'What',
    },
    actFor: 'Act for {{name}}',
    notFound: 'No customer has this user id.',
    failed: 'We could not load this customer. Please try again.',
    // The account statuses the record's table shows (the platform's own, and CLOSED with a policy).
    accountStatuses: { ACTIVE: 'Open', SUSPENDED: 'Suspended', CLOSED: 'Closed' },
    homeTitle: '{{name}}’s policies',
  },
  // The supervisor's audit log (access:audit-log).
  audit: {
    title: 'Audit log',
    loading: 'Reading the audit log…',
    filters: {
      label: 'Filter the audit log',
      agentUserId: 'Agent’s user id',
      customerUserId: 'Customer’s user id',
      from: 'From (first day)',
      to: 'To (last day)',
      dateHint: 'As year-month-day, for example 2026-03-01',
      apply: 'Show entries',
    },
    results_one: '1 entry shown, newest first',
    results_other: '{{count}} entries shown, newest first',
    none: 'Nothing agents did matches these filters.',
    customer: 'Customer',
    // What each audit action means (AUDIT_ACTIONS in @brand/domain; a test keeps them together).
    actions: {
      impersonation: {
        call: 'Made a call while acting for the customer',
        end: 'Stopped acting for the customer',
      },
      customer: {
        search: 'Searched for customers',
        view: 'Opened the customer’s record',
        billingView: 'Opened the customer’s billing across their accounts',
      },
      upload: {
        reviewed: 'Marked an upload reviewed',
        fileOpened: 'Opened an uploaded file',
      },
      chat: {
        read: 'Read the customer’s chat',
        answer: 'Answered the customer in the chat',
        close: 'Closed the customer’s chat',
      },
      policyholder: { updated: 'Changed the customer’s details' },
      policy: { autoRenewal: 'Turned automatic renewal on or off' },
      proposal: {
        bind: 'Bought a policy from a quote',
        merge: 'Moved a quote made before signing in to the customer',
      },
    },
    // An action an older platform wrote that this console has no words for.
    unknownAction: 'Recorded “{{action}}”',
    loadMore: 'Load more',
    seeAll: 'See everything agents did for this customer in the audit log',
    errors: {
      'audit.badDate': 'Enter each date as year-month-day, for example 2026-03-01.',
      'audit.fromAfterTo': 'The first day must be on or before the last day.',
      'audit.badCursor': 'The log changed its place. Show the entries again.',
      failed: 'We could not read the audit log. Please try again.',
    },
  },
  impersonate: {
    title: 'Act as a customer',
    description: 'Enter the customer’s user id to see and manage their quotes and policies.',
  },
  // What a signed-out visitor of the console sees: a sign-in page, not an error (issue 19).
  signIn: {
    title: 'Sign in to the agents’ console',
    body: 'Sign in with your work email to find customers and help them.',
  },
  unauthorised: {
    title: 'You can’t view this page',
    body: 'You must be logged in as an admin with the appropriate role to view this page.',
    signIn: 'Sign in',
  },
  notAuthorised: 'You are not authorised to perform this action.',
  moto: {
    title: 'Take a card payment by phone',
    description:
      'Enter the customer’s card details as they read them to you. Never write them down.',
    pay: 'Take payment of {{amount}}',
    haveToken: 'I have a token',
    keyCard: 'Key the card instead',
  },
  settle: {
    title: 'Settle the outstanding balance',
    description:
      'Confirm the policyholder’s date of birth and billing postcode, then paste the card token. A token can only be used for {{minutes}} minutes.',
    keyedDescription:
      'Confirm the policyholder’s date of birth and billing postcode, then enter the card details as they read them to you.',
    submit: 'Settle {{amount}}',
    success: 'The outstanding balance of {{amount}} has been paid.',
    errors: {
      timeout:
        'The payment timed out after 10 minutes. Please ask for a new card token and try again.',
      incomplete: 'The payment was not completed. Please check the card token and try again.',
      dateOfBirthMismatch: 'The date of birth does not match the policyholder’s date of birth.',
      invalidPostalCode: 'The postcode is not a valid UK postcode.',
      invalidTokenFormat: 'The card token is not in a valid format. It should start with tok_.',
      unknown: 'The payment could not be taken. Please try again.',
      declined: '{{message}} ({{code}})',
    },
  },
  effectiveDate: {
    title: 'When should this change take effect?',
    deferred:
      'This policy hasn’t started yet, so the change will take effect when it starts on {{date}}.',
    errors: {
      invalid: 'This value doesn’t look correct.',
      beforeInception: 'The date must be on or after the policy start date, {{inception}}.',
      tooFarAhead: 'The date must be within the next {{days}} days.',
      afterExpiry: 'The date must be before the policy end date, {{expiry}}.',
    },
  },
  billingDay: {
    title: 'Change payment day',
    description: 'Choose the day of the month the customer’s payments are collected.',
    done: 'The payment day is now the {{ordinal}} of each month.',
    label: 'New payment day',
    save: 'Save payment day',
    cancel: 'Keep the {{ordinal}}',
    failed: 'The payment day was not changed. Please try again.',
  },
  // The console's chat page (issue 19): the queue of customers waiting, and one conversation.
  chat: {
    nav: 'Chat',
    title: 'Chat',
    queueTitle: 'Conversations',
    queueLabel: 'Open conversations, waiting first',
    empty: 'No customer is waiting. New conversations appear here as they open.',
    loading: 'Loading the conversations…',
    failed: 'The conversations could not be loaded. Reload the page to try again.',
    // One form for every count ("min" is both): no plural forms to keep alike.
    waiting: 'waiting {{count}} min',
    waitingNow: 'waiting less than a minute',
    answered: 'answered',
    answeredBy: 'with {{name}}',
    visitor: 'Visitor',
    openedFrom: 'Opened from {{page}}',
    open: 'Open the conversation with {{name}}',
    live: 'Live',
    reconnecting: 'Reconnecting…',
    newConversation: 'New conversation from {{name}}',
    newMessage: 'New message from {{name}}',
    conversationTitle: 'Chat with {{name}}',
    back: 'Back to the conversations',
    context: {
      title: 'Where the customer opened the chat',
      page: 'Page',
      proposal: 'Quote',
      policy: 'Policy',
      error: 'What they were shown',
      none: 'Not given',
    },
    visitorRecord:
      'This visitor is not signed in, so there is no customer record. Their quote is {{proposal}}.',
    visitorNoQuote:
      'This visitor is not signed in and has no quote, so there is no customer record.',
    messagesLabel: 'Conversation with the customer',
    // The agent's own answers are "You"; a colleague's carry their name, the customer's theirs.
    author: {
      YOU: 'You',
      COLLEAGUE: '{{name}} (colleague)',
      CUSTOMER: '{{name}}',
      SYSTEM: 'Note',
    },
    answerLabel: 'Answer',
    answerHint:
      'Enter sends, Shift and Enter starts a new line. The customer is emailed if they have left.',
    send: 'Send answer',
    notSent: 'Not sent.',
    sending: 'Sending…',
    retry: 'Try again',
    blank: 'Type an answer before sending.',
    tooLong: 'An answer can be at most 2,000 characters.',
    close: 'Close conversation',
    closed: 'This conversation is closed.',
    closeFailed: 'The conversation could not be closed. Try again.',
    actFor: 'Act for this customer',
    notFound: 'There is no conversation with this id.',
    loadFailed: 'The conversation could not be loaded. Reload the page to try again.',
  },
} as const;
