// en-GB texts of the feedback modal (spec 001 §2 "Feedback modal"); the form's questions are in forms.ts.

/** The feedback modal in its three states. */
export const feedback = {
  default: {
    title: {
      cancellation: 'How was cancelling your policy?',
      mta: 'How was changing your policy?',
      purchase: 'How was buying your policy?',
    },
    question: 'How likely are you to recommend us to a friend or family member?',
    lowest: 'Not at all likely',
    highest: 'Extremely likely',
    submit: 'Send feedback',
    skip: 'No thanks',
    sending: 'Sending your feedback…',
  },
  confirmation: {
    title: 'Thank you for your feedback',
    body: 'We read every comment and use them to improve our service.',
    close: 'Close',
  },
  trustPilot: {
    title: 'Thank you, we’re glad it went well',
    body: 'Would you share your experience in a public review? It helps other drivers choose us.',
    link: 'Leave a review',
    imageAlt: 'Trust rating',
    close: 'Not now',
  },
} as const;
