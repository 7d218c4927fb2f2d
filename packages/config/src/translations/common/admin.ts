// en-GB texts of admin and agent screens (spec 001 §6, 002 §6): impersonation, phone payments,
// settling outstanding payments, effective dates and the billing day.

/** Admin screens and messages. */
export const admin = {
  bar: {
    label: 'Admin view',
    actingAs: 'Acting as {{user}}',
    stop: 'Stop acting as this customer',
  },
  impersonate: {
    title: 'Act as a customer',
    description: 'Enter the customer’s user id to see and manage their quotes and policies.',
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
  },
} as const;
