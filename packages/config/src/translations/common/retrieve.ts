// en-GB texts of retrieving a saved quote (the form's own questions are in forms.ts).

/** The retrieve page and its failure modal. */
export const retrieve = {
  title: 'Retrieve your quote',
  description:
    'Enter your quote reference, your date of birth and your postcode to carry on where you left off.',
  loading: 'Finding your quote…',
  unauthorized: {
    header: 'We couldn’t find your quote.',
    body: 'The details you entered don’t match a saved quote. Please check them, sign in if you have an account, or chat with us.',
    chat: 'Chat with us',
    signIn: 'Sign in',
    externalHelp: 'Help with retrieving a quote',
  },
  /** The quote page's "Email me this quote" (spec 000 §7 retain). */
  emailQuote: {
    title: 'Not ready to buy yet?',
    body: 'We can email this quote to {{email}} with its reference, so you can come back to it later.',
    action: 'Email me this quote',
    sent: 'We’ve emailed your quote to {{email}}. The email has your quote reference and how to come back to it.',
    failed: 'We couldn’t email your quote just now. Please try again.',
    tooMany:
      'We’ve already emailed this quote several times today. Please look for it in your inbox, including any junk or spam folder.',
  },
  /** A quote's address opened where this visitor's quotes are not (a new tab, another browser). */
  notHere: {
    title: 'Open your saved quote',
    body: 'For your security, a quote opens only in the browser tab it was made in. To carry on with it here, retrieve it with your quote reference, your date of birth and your postcode.',
    reference:
      'Your quote reference is at the top of your quote page, and in the email we sent if you chose “Email me this quote”.',
    retrieve: 'Retrieve your quote',
    signIn: 'If you have an account, the quotes you made while signed in are in it.',
    signInAction: 'Sign in to see your quotes',
  },
  /** The home page's way to a saved quote (its heading is navigation.home.retrieve). */
  homeBody:
    'Got a quote already? Come back to it with your quote reference, your date of birth and your postcode.',
} as const;
