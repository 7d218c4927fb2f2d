// en-GB texts of the two app shells that @brand/config does not hold yet (namespace `shell`).
// Everything else the shells show comes from @brand/config's common set.

import { BRAND_WORD_MARK } from '../navigation/BrandLogo';

/** The shells' own texts. */
export const shellTexts = {
  // The logo's own words first (WCAG 2.5.3, label in name).
  brandHome: `${BRAND_WORD_MARK}, home`,
  home: {
    signedInAs: 'Signed in as {{name}}',
    welcomeBody: 'Sign in to see your policies and manage your cover.',
  },
  policies: {
    loading: 'Loading your policies…',
    numberLabel: 'Policy number',
    vehicleFallback: 'Your car',
    started: 'Cover started',
    starts: 'Cover starts',
    ends: 'Cover ends',
    ended: 'Cover ended',
    renews: 'Renews',
    nextPayment: 'Next payment',
    nextPaymentValue: '{{amount}} on {{date}}',
  },
  // Titles of the help pages (help-pages.ts), the help modal's heading and its iframe's title.
  help: {
    pages: {
      help: 'Help centre',
      'contact-us': 'Contact us',
      'how-cover-works': 'How your cover works',
      cookies: 'Cookie policy',
      privacy: 'Privacy notice',
      retrieve: 'Help with retrieving a quote',
    },
  },
  footer: {
    contactUs: 'Contact us',
    howCoverWorks: 'How your cover works',
    cookieSettings: 'Cookie settings',
  },
  admin: {
    homeTitle: 'Customer’s policies',
    userIdLabel: 'Customer’s user id',
    userIdHint: 'It starts with user_, as shown in the customer’s record.',
    userIdRequired: 'Enter the customer’s user id',
    start: 'Act as this customer',
    checking: 'Checking your permissions…',
  },
} as const;
