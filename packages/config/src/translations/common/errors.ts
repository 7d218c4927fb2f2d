// en-GB texts of the error states (spec 002 §8, 000 §8, 001 §8). Spec messages are verbatim;
// where the spec only sketches a modal ("oops, check connection and try again") it is written out
// as what happened and what to do next: an "Oops!" tells the customer neither (issue 15 point 11).

/** Error modals, notices and messages shared by every area. */
export const errors = {
  kinds: {
    NETWORK: {
      header: 'We could not connect to our servers.',
      body: 'Please check that you are online, then try again.',
    },
    UNEXPECTED: {
      header: 'Something went wrong on our side.',
      body: 'It is not something you did. Please try again in a moment. If it keeps happening, chat with us and we will help.',
    },
    UNAUTHORIZED: {
      header: 'Your session has expired.',
      body: 'For your security we have signed you out. Please sign in again to continue.',
    },
    SIGN_IN_FAILED: {
      header: 'We were unable to sign you in.',
      body: 'Please try again. If it keeps happening, chat with us and we will help.',
    },
  },
  auth: {
    missing_refresh_token: {
      header: 'Please sign in again.',
      body: 'We could not keep you signed in. Please sign in again to continue.',
    },
    invalid_grant: {
      header: 'Please sign in again.',
      body: 'Your sign-in link has expired or has already been used. Please sign in again.',
    },
  },
  unknown: {
    header: 'Something went wrong.',
    body: 'Please try again. If it keeps happening, chat with us and we will help.',
  },
  actions: {
    chat: 'Chat with us',
    signIn: 'Sign in',
    tryAgain: 'Try again',
    close: 'Close',
    dashboard: 'Go to my dashboard',
    externalHelp: 'Get help',
  },
  idCheckFailed: {
    header: 'We need to confirm your identity.',
    body: 'We could not confirm your identity automatically. Please email evidence of your identity, such as a photo of your driving licence or passport, to {{email}}, quoting your quote reference {{reference}}.',
  },
  verificationFailed: {
    header: 'We are unable to cover you.',
    default:
      'Unfortunately we are unable to offer you cover based on the checks we carry out. Please chat with us if you think this is wrong.',
    single:
      'Unfortunately we are unable to offer you cover because of the result of our {{check}} check.',
    checks: {
      identity: 'identity',
      address: 'address',
      fraud: 'fraud prevention',
      sanctions: 'sanctions',
      claims: 'claims history',
      licence: 'driving licence',
    },
  },
  outstandingBalance: {
    header: 'You have an outstanding balance.',
    body: 'You owe {{amount}} on another policy. Please pay it before this policy can start.',
    bodyNoAmount: 'You owe money on another policy. Please pay it before this policy can start.',
    howToPay:
      'You can pay it now by card from your dashboard. Your quote is saved, so you can come back to it afterwards.',
    confirm: 'Go to my dashboard',
  },
  quoteExpired: {
    header: 'Your quote has expired.',
    body: 'Prices change over time, so please choose a new start date to get an up-to-date price.',
  },
  missingRegistration: {
    header: 'We need your registration number.',
    body: 'Please add your car’s registration number before you buy your policy.',
  },
  notEligible: {
    header: 'Sorry, we are unable to offer you a quote.',
    body: 'Based on your answers we cannot offer you cover online, for these reasons:',
  },
  unsupportedBrowser: {
    header: 'Your browser is not supported.',
    body: 'To use this site safely, please use an up-to-date version of {{first}} or {{second}}.',
  },
  clipboard: {
    blocked: 'Clipboard read permission was blocked.\nAllow it in site settings of your browser.',
  },
  lookup: {
    noMatches: 'Sorry, no matches found',
    notFoundLookup: "Sorry, we couldn't find that. Please check what you typed and try again.",
    noModelsForYear: 'Sorry, we have no models for {{year}}.',
    noModelsForMakeAndYear: 'Sorry, we have no {{make}} models for {{year}}.',
    insuranceGroupUnknown:
      'We couldn’t determine the insurance group for your vehicle. Please get in touch via chat so we can fix this.',
  },
  adjustment: {
    gone: {
      header: 'This change has expired.',
      body: 'Too much time has passed between making this change and confirming it. Please discard it and make the change again.',
      discard: 'Discard and start again',
    },
    inRenewal: {
      header: 'Your policy is being renewed.',
      body: 'We can’t make changes online while your renewal is being prepared. Please chat with us and we will make the change for you.',
    },
    result: {
      default:
        'Sorry, we couldn’t make this change online. Please chat with us and we will help you finish it.',
      verificationFailed:
        'Sorry, following our checks there are restrictions on changes to this policy. Please chat with us to discuss it.',
    },
    invalidState: {
      header: 'We can’t make this change online.',
      subheader: 'Your policy needs a closer look. You can read more in our {{link}}.',
      link: 'help centre',
    },
  },
  covers: {
    optionalUnavailable: {
      header: 'This add-on is not available.',
      body: 'This add-on can’t be added to your policy at the moment. Please chat with us if you would like to know more.',
    },
    conditionalInactive: {
      header: 'This cover is unavailable.',
      body: 'This cover depends on another choice on your policy, so it can’t be changed on its own.',
    },
  },
  missingDocument: {
    header: 'Your document isn’t ready yet.',
    body: 'We may still be generating this document. Please try again later, or chat with us if you need it now.',
  },
  formValidation: {
    header: 'Please check your answers.',
    default: 'Some of your answers could not be accepted. Please check them and try again.',
  },
} as const;
