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
  },
  settle: {
    title: 'Settle the outstanding balance',
    description:
      'Confirm the policyholder’s date of birth and billing postcode, then paste the card token. A token can only be used for {{minutes}} minutes.',
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
} as const;
