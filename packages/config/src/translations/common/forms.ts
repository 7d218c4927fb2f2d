// en-GB texts of the brand's forms (packages/config/src/forms): titles, questions, hints and the
// options that are not domain enumerations (those are in enums.ts). Mounted at `forms.`; the
// scheme sets (monthly, fiveDay) override some of these keys and add none of their own.

/** Texts of the brand's forms, shared by both schemes. */
export const forms = {
  disclosure: {
    beforeWeBegin: {
      title: 'Before we begin',
      description: 'We need to check a few things before we can give you a quote.',
    },
    yourCar: {
      title: 'Your car',
      description: 'Tell us which car you would like to insure.',
    },
    aboutYou: {
      title: 'About you',
      description: 'Tell us about yourself, the main driver and policyholder.',
    },
    additionalDrivers: {
      title: 'Additional drivers',
      description: 'Tell us about anyone else who will drive the car.',
    },
    additionalDriver: {
      title: 'About this driver',
    },
    claimsHistory: {
      title: 'Claims history',
      description: 'Tell us about any claims or losses in the last 5 years, whoever was at fault.',
    },
    drivingLicence: {
      title: 'Driving licence',
      description: 'Tell us about your driving licence and driving history.',
    },
    contactDetails: {
      title: 'Contact details',
      description: 'We will use these details to send you your quote and documents.',
    },
    yourCover: {
      title: 'Your cover',
      description: 'Tell us how the car is used and where it is kept.',
    },
    startDate: {
      title: 'Start date',
      description: 'Choose the day you would like your cover to start.',
    },
    promotion: {
      title: 'Your offer',
      description:
        'To get your free cover, tell us where you ordered your car and accept the offer terms.',
    },
  },
  accountSetup: {
    title: 'Set up your account',
    description: 'We will use these details to create your account and send you your documents.',
  },
  retrieve: {
    title: 'Retrieve your quote',
    description: 'Enter the details you gave us to find your saved quote.',
    submit: 'Find my quote',
  },
  expiredProposal: {
    title: 'Your quote has expired',
    description: 'Choose a new start date to get an updated price.',
    submit: 'Get a new price',
  },
  vehicleRegistration: {
    title: "Your car's registration",
    description: 'We need your car’s registration number before your cover can start.',
  },
  summary: {
    terms: {
      title: 'Before you continue',
      submit: 'Continue to payment',
    },
  },
  renewal: {
    optOut: {
      title: 'Stop your renewal',
      description: 'Your cover will end on your renewal date. Please tell us why you are leaving.',
      submit: 'Stop my renewal',
    },
  },
  cancellation: {
    standard: {
      title: 'Cancel your policy',
      description: 'Tell us why you are cancelling and when you would like your cover to end.',
    },
    coolingOff: {
      title: 'Cancel your policy',
      description: 'You are within your cooling-off period, so your cover will end straight away.',
    },
    submit: 'Continue',
  },
  feedback: {
    title: 'How did we do?',
    submit: 'Send feedback',
  },
  upload: {
    title: 'Upload documents',
    description: 'Upload the documents we asked for. Our team will review them.',
    submit: 'Upload',
  },
  paymentDay: {
    title: 'Change your payment day',
    description: 'Choose the day of the month you would like your payments to be taken.',
    submit: 'Confirm',
  },
  management: {
    vehicle: { title: 'Your car' },
    aboutYou: { title: 'About you' },
    drivers: { title: 'Additional drivers' },
    address: { title: 'Your address' },
    usage: { title: 'How you use your car' },
    noClaimsDiscount: { title: 'No claims discount' },
    claims: { title: 'Claims history' },
    startDate: { title: 'Start date' },
  },
  admin: {
    impersonate: {
      title: 'Act for a customer',
      description: 'Enter the id of the customer you are helping.',
      submit: 'Continue',
    },
    settle: {
      title: 'Take a payment by phone',
      description:
        'Confirm the customer’s details, then paste the card token. The token must be used within 10 minutes.',
      submit: 'Take payment',
    },
    phonePayment: {
      title: 'Take the first payment by phone',
      description:
        'Paste the card token from the card payment screen. The token must be used within 10 minutes.',
      submit: 'Take payment',
    },
    effectiveDate: {
      title: 'When should this change take effect?',
      submit: 'Confirm',
    },
  },
  account: {
    settings: {
      name: { title: 'Your name' },
      email: { title: 'Email address' },
      phone: { title: 'Phone number' },
      marketingPreferences: { title: 'Marketing preferences' },
      address: { title: 'Home address' },
    },
  },
  questions: {
    eligibility: {
      eligibilityConfirmed: {
        label: 'I confirm that I meet the eligibility criteria',
        hint: 'You are a private individual living in the UK, and the car is registered and kept in the UK and is not used for hire or reward.',
      },
    },
    promotion: {
      retailer: {
        label: 'What is your retailer number?',
        hint: 'The 5-digit number of the retailer you ordered your car from. Your retailer can tell you this.',
      },
      orderNumber: {
        label: 'What is your order number?',
        hint: 'The 7-digit number on your order confirmation.',
      },
      promotionTermsAccepted: {
        label: 'I have read and accept the terms of this offer',
      },
    },
    vehicle: {
      vehicle: {
        label: 'Which car would you like to insure?',
        hint: 'Search by registration number, or choose the make and model if your car has no registration yet.',
      },
      vrn: {
        label: 'What is your car’s registration number?',
        hint: 'For example, AB12 CDE',
      },
      estimatedValue: {
        label: 'How much is your car worth?',
        hint: 'Its value today, in pounds, including any accessories.',
      },
      disclosedSteering: {
        label: 'Which side is the steering wheel on?',
      },
      disclosedNumberOfSeats: {
        label: 'How many seats does your car have?',
      },
      usage: {
        label: 'What will you use the car for?',
      },
      annualMileage: {
        label: 'How many miles will the car be driven each year?',
        hint: 'Include all drivers and all journeys. An estimate is fine.',
      },
      overnightLocation: {
        label: 'Where is the car kept overnight?',
      },
      legalOwner: {
        label: 'Who is the legal owner of the car?',
        hint: 'The person or company that owns the car. This may be a finance or leasing company.',
      },
      registeredKeeper: {
        label: 'Who is the registered keeper of the car?',
        hint: 'The person or company named on the V5C registration certificate.',
      },
      modifications: {
        label: 'Has the car been modified?',
        hint: 'Any change from the maker’s standard specification, such as alloy wheels, body kits or engine changes. Accessories fitted by the maker or retailer do not count.',
      },
      trackerFitted: {
        label: 'Does the car have a tracking device fitted?',
        hint: 'A device that helps the police find the car if it is stolen.',
      },
      purchaseType: {
        label: 'How did you buy the car?',
      },
      noClaimsDiscount: {
        label: 'How many years of no claims discount do you have?',
        hint: 'The number of years you have held your own car insurance without making a claim.',
        options: {
          0: 'None',
          1: '1 year',
          2: '2 years',
          3: '3 years',
          4: '4 years',
          5: '5 years',
          6: '6 years',
          7: '7 years',
          8: '8 years',
          9: '9 years or more',
        },
      },
      noClaimsDiscountType: {
        label: 'How did you earn your no claims discount?',
      },
      usageStartYearMonth: {
        label: 'When did you start using this car?',
        hint: 'If you have not got the car yet, choose the month you will start using it.',
      },
    },
    you: {
      name: { label: 'What is your name?' },
      dateOfBirth: {
        label: 'What is your date of birth?',
        hint: 'For example, 27 3 1985',
      },
      address: {
        label: 'What is your home address?',
        hint: 'Start typing your postcode or the first line of your address.',
      },
      homeOwnership: { label: 'Do you own or rent your home?' },
      maritalStatus: { label: 'What is your marital status?' },
      employmentStatus: { label: 'What is your employment status?' },
      notInWorkStatus: { label: 'Which of these best describes you?' },
      occupation: {
        label: 'What is your occupation?',
        hint: 'Type at least 3 letters and choose the closest match.',
      },
      industry: {
        label: 'What industry do you work in?',
        hint: 'Type at least 3 letters and choose the closest match.',
      },
      declarations: { label: 'Do any of these apply to you?' },
      licenceType: { label: 'What type of driving licence do you have?' },
      licenceValidFrom: {
        label: 'When did you get this licence?',
        hint: 'The date from which you have held this type of licence. For example, 14 6 2010',
      },
      convictions: {
        label: 'Have you had any motoring convictions in the last 5 years?',
        hint: 'Include any fixed penalties and convictions that are not yet spent.',
      },
      drivingDeclarations: { label: 'Do any of these apply to you?' },
      useOfOtherCar: { label: 'Do you have access to any other cars?' },
      otherCarAccessType: { label: 'How do you have access to another car?' },
      vehicleClaimsHistory: {
        label: 'Have you had any claims or losses in the last 5 years?',
        hint: 'Include all claims and losses involving any car you drove, whoever was at fault.',
      },
      email: {
        label: 'What is your email address?',
        hint: 'We will send your quote and policy documents here.',
      },
      phone: {
        label: 'What is your phone number?',
        hint: 'A UK mobile or landline number.',
      },
      marketingPreferences: {
        label: 'How would you like to hear about offers and news?',
        hint: 'Untick any ways you would rather we did not contact you. You can change this at any time.',
      },
    },
    driver: {
      name: { label: 'What is the driver’s name?' },
      dateOfBirth: {
        label: 'What is their date of birth?',
        hint: 'For example, 27 3 1985',
      },
      relationshipToInsured: { label: 'What is their relationship to you?' },
      maritalStatus: { label: 'What is their marital status?' },
      employmentStatus: { label: 'What is their employment status?' },
      notInWorkStatus: { label: 'Which of these best describes them?' },
      occupation: {
        label: 'What is their occupation?',
        hint: 'Type at least 3 letters and choose the closest match.',
      },
      industry: {
        label: 'What industry do they work in?',
        hint: 'Type at least 3 letters and choose the closest match.',
      },
      declarations: { label: 'Do any of these apply to them?' },
      licenceType: { label: 'What type of driving licence do they have?' },
      licenceValidFrom: {
        label: 'When did they get this licence?',
        hint: 'The date from which they have held this type of licence. For example, 14 6 2010',
      },
      convictions: {
        label: 'Have they had any motoring convictions in the last 5 years?',
        hint: 'Include any fixed penalties and convictions that are not yet spent.',
      },
      drivingDeclarations: { label: 'Do any of these apply to them?' },
      useOfOtherCar: { label: 'Do they have access to any other cars?' },
      otherCarAccessType: { label: 'How do they have access to another car?' },
      vehicleClaimsHistory: {
        label: 'Have they had any claims or losses in the last 5 years?',
        hint: 'Include all claims and losses involving any car they drove, whoever was at fault.',
      },
    },
    drivers: {
      additionalDrivers: {
        label: 'Will anyone else drive the car?',
        hint: 'You can add up to 4 additional drivers.',
      },
    },
    claim: {
      claimType: { label: 'What type of claim was it?' },
      date: {
        label: 'When did it happen?',
        hint: 'For example, 5 11 2023',
      },
      ncdAffected: { label: 'Did it affect your no claims discount?' },
    },
    conviction: {
      offence: {
        label: 'What was the offence?',
        hint: 'Type the offence code, such as SP30, or at least 2 letters of the offence.',
      },
      convictionDate: {
        label: 'When were you convicted?',
        hint: 'For example, 5 11 2023',
      },
    },
    cover: {
      startDate: {
        label: 'When would you like your cover to start?',
        hint: 'Cover starting today starts straight away; a later date starts at midnight at the start of that day.',
      },
    },
    expiredProposal: {
      startDate: {
        label: 'When would you like your cover to start?',
        hint: 'Choose a new date to get an updated price.',
      },
    },
    retrieve: {
      externalReference: {
        label: 'Quote reference',
        hint: 'It’s at the top of your quote page, and in the email we sent if you chose “Email me this quote”.',
      },
      dateOfBirth: { label: 'Date of birth' },
      postcode: { label: 'Postcode' },
    },
    summary: {
      termsAccepted: {
        label: 'Please confirm each of these to continue',
        options: {
          documentsRead:
            'I have read the policy documents, including the policy wording and the insurance product information document.',
          answersCorrect:
            'The answers I have given are true and complete to the best of my knowledge.',
          demandsAndNeeds: 'This cover meets my demands and needs.',
        },
      },
    },
    renewalOptOut: {
      reason: { label: 'Why are you stopping your renewal?' },
      otherReason: {
        label: 'Tell us more',
        hint: 'Please share more details',
      },
    },
    cancellation: {
      reason: { label: 'Why are you cancelling?' },
      otherReason: {
        label: 'Tell us more',
        hint: 'Please share more details',
      },
      effectiveAt: {
        label: 'When would you like your cover to end?',
        hint: 'If you choose today, your cover ends straight away.',
      },
    },
    feedback: {
      rating: {
        label: 'How likely are you to recommend us to a friend?',
        hint: '1 is not at all likely and 10 is extremely likely.',
        options: {
          1: '1',
          2: '2',
          3: '3',
          4: '4',
          5: '5',
          6: '6',
          7: '7',
          8: '8',
          9: '9',
          10: '10',
        },
      },
      comment: {
        label: 'Tell us more (optional)',
        hint: 'What did we do well, or what could we do better?',
      },
    },
    upload: {
      comment: {
        label: 'Comment (optional)',
        hint: 'Anything our team should know about these documents.',
      },
    },
    paymentDay: {
      paymentDay: { label: 'Payment day' },
    },
    admin: {
      userId: {
        label: 'Customer user id',
        hint: 'The id of the customer’s account.',
      },
      token: {
        label: 'Card token',
        hint: 'Paste the token from the card payment screen. It starts with tok_.',
      },
      postalCode: { label: 'Billing postcode' },
      dateOfBirth: { label: 'Policyholder’s date of birth' },
      effectiveDate: {
        label: 'When should this change take effect?',
      },
      otherDate: {
        label: 'Date the change takes effect',
        hint: 'On or after the policy start date and within the next 30 days.',
      },
    },
  },
} as const;
