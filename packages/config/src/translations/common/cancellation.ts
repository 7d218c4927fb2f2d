// en-GB texts of cancelling a policy (spec 001 §2 "Cancel routes"); the form's questions are in forms.ts.

/** The cancel, confirm and cancellation-confirmation pages. */
export const cancellation = {
  title: 'Cancel your policy',
  description: 'We’re sorry to see you go. Please tell us why you want to cancel.',
  otherPlaceholder: 'Please share more details',
  back: 'Back to your policy',
  confirm: {
    title: 'Are you sure you want to cancel?',
    effectiveDate: 'Your cover will end at 00:00 on {{date}}.',
    immediate: 'Your cover will end immediately.',
    warning: 'Once your policy is cancelled you will not be insured to drive the car.',
    confirm: 'Yes, cancel my policy',
    dismiss: 'No, keep my policy',
  },
  confirmation: {
    title: 'Your policy has been cancelled',
    terminationDate: 'Your cover ends at {{date}}.',
    // An immediate cancellation: cover has already ended when the page shows.
    terminationDatePast: 'Your cover ended at {{date}}.',
    documents: 'We have emailed you confirmation of your cancellation.',
    viewDashboard: 'View dashboard',
  },
} as const;
