// en-GB texts of the account settings area (spec 001 §2 "Account area"); forms.ts holds the forms.

/** Account settings list and pages, keyed by the settings' route names. */
export const account = {
  title: 'Your account',
  edit: 'Change',
  saved: 'Your changes have been saved.',
  settings: {
    name: {
      label: 'Name',
      readOnly: 'To change your name, please chat with us.',
    },
    email: { label: 'Email address' },
    phone: { label: 'Phone number' },
    'marketing-preferences': {
      label: 'Marketing preferences',
      none: 'You don’t receive marketing from us.',
    },
    address: { label: 'Home address' },
  },
} as const;
