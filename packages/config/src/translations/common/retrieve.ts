// en-GB texts of retrieving a saved quote (the form's own questions are in forms.ts).

/** The retrieve page and its failure modal. */
export const retrieve = {
  title: 'Retrieve your quote',
  description:
    'Enter the quote reference from your email, your date of birth and your postcode to carry on where you left off.',
  loading: 'Finding your quote…',
  unauthorized: {
    header: 'We couldn’t find your quote.',
    body: 'The details you entered don’t match a saved quote. Please check them, sign in if you have an account, or chat with us.',
    chat: 'Chat with us',
    signIn: 'Sign in',
    externalHelp: 'Help with retrieving a quote',
  },
} as const;
