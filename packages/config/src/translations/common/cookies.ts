// en-GB texts of the cookie consent banner (shown to visitors who are neither signed in nor admin).

/** The cookie consent banner. */
export const cookies = {
  banner: {
    label: 'Cookie consent',
    title: 'Cookies on this site',
    // One short sentence: the banner is a band at the bottom of a phone's screen (issue 15 point 13).
    body: 'We use essential cookies, and analytics cookies if you agree.',
    accept: 'Accept analytics cookies',
    dismiss: 'Essential cookies only',
    policyLink: 'Read our cookie policy',
  },
} as const;
