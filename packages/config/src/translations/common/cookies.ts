// en-GB texts of the cookie consent banner (shown to visitors who are neither signed in nor admin).

/** The cookie consent banner. */
export const cookies = {
  banner: {
    label: 'Cookie consent',
    title: 'Cookies on this site',
    body: 'We use essential cookies to make this site work. With your consent we also use analytics cookies to understand how you use it, so we can improve it.',
    accept: 'Accept analytics cookies',
    dismiss: 'Essential cookies only',
    policyLink: 'Read our cookie policy',
  },
} as const;
