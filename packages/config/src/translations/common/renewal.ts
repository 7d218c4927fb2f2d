// en-GB texts of renewal (spec 000 §2 "Renewal", §4 "Renewal banner states").

/** Renewal banners, the renewal quote and opting out. */
export const renewal = {
  banner: {
    optedIn: {
      title: 'Your policy will renew on {{date}}',
      body: 'Your new premium from {{date}} will be {{amount}}. You don’t need to do anything.',
      details: 'View renewal details',
      optOut: 'I don’t want to renew',
      premiumChange: 'Your premium changes from {{current}} to {{amount}} on {{date}}.',
    },
    optedOut: {
      title: 'Your policy will not renew',
      body: 'Your cover ends on {{date}}. You can still renew for {{amount}} a month.',
      reactivate: 'Renew my policy',
      reactivated: 'Your policy will renew on {{date}}.',
      reactivateFailed:
        'We couldn’t switch your renewal back on. Please try again or chat with us.',
    },
    referral: {
      title: 'We can’t renew your policy automatically',
      body: 'Your cover will end on {{date}}, your renewal date. Please chat with us to discuss your renewal.',
    },
  },
  quote: {
    title: 'Your renewal',
    current: 'Current premium',
    renewal: 'Renewal premium',
    change: 'Change',
    startsOn: 'Your renewed policy starts on {{date}}.',
    subtitle: 'Policy {{policyNumber}}',
    premiumHeading: 'Your premium',
    autoRenews:
      'Automatic renewal is on, so you don’t need to do anything: your cover continues on {{date}}.',
    answersHeading: 'Your details',
    answersBody: 'Check your answers are still right. Changing them may change your renewal price.',
    editAnswers: 'Check or change your answers',
    optOut: 'I don’t want to renew',
    home: 'Back to your dashboard',
    renewed: 'Your policy has renewed.',
  },
  priceCheck: {
    heading: 'How your renewal price compares',
    notHigher:
      'Your renewal price of {{renewal}} is no higher than the {{newBusiness}} we would charge a new customer for the same cover, with the same details, bought the same way today.',
    capped:
      'Your renewal was priced at {{renewal}}, more than the {{newBusiness}} we would charge a new customer for the same cover, with the same details, bought the same way today, so we have lowered it to {{offered}}. Your renewal price is never higher than a new customer’s.',
    perPeriod: {
      MONTHLY: '{{amount}} a month',
      SINGLE_PAYMENT: '{{amount}} for the year',
    },
  },
  referral: {
    title: 'We can’t renew your policy online',
    body: 'Your cover will end on {{date}}, your renewal date. Please chat with us to discuss your renewal.',
    reasonsLabel: 'Why we need to talk',
  },
  unsupported: {
    title: 'We can’t show your renewal online',
    body: 'Your renewal isn’t ready to view online. Please chat with us about renewing your policy.',
  },
  disclosure: {
    back: 'Back to your renewal',
  },
  optOut: {
    title: 'Stop your renewal',
    description: 'Your cover will continue until {{date}} and then end.',
    done: 'Your policy will not renew. Your cover ends on {{date}}.',
    back: 'Back to your renewal',
  },
  autoRenewal: {
    label: 'Automatic renewal',
    on: 'On',
    off: 'Off',
    description:
      'With automatic renewal on, your cover continues without a break on your renewal date. We will write to you before then with your new price.',
    turnedOn: 'Automatic renewal is on.',
    turnedOff: 'Automatic renewal is off.',
  },
} as const;
