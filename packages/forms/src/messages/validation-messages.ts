/** Translation key of the error summary's heading; {{count}} is the number of questions in error. */
export const ERROR_SUMMARY_MESSAGE_KEY = 'validation.summary';

/**
 * The en-GB text of every validation message key. The spec's texts are verbatim (002 §8
 * "Messages"); the others say what to do, in GOV.UK error-message style. Placeholders are
 * i18next's {{name}}, filled from the error's params.
 */
export const VALIDATION_MESSAGES_EN_GB = {
  [ERROR_SUMMARY_MESSAGE_KEY]: 'Please review the {{count}} highlighted question(s) to continue.',
  'validation.required': 'Please answer this question to continue.',
  'validation.invalid': "This value doesn't look correct.",
  'validation.number.invalid': 'Enter a number.',
  'validation.date.invalid': "This value doesn't look correct.",
  'validation.date.future': "Sorry, this can't be in the future.",
  'validation.date.tooOld': 'Enter a date on or after {{date}}.',
  'validation.onlyAccept': 'Please confirm this to continue.',
  'validation.onlyAccept.eligibility':
    'Please confirm that you meet the eligibility criteria before proceeding.',
  'validation.onlyAccept.promotion': 'Please accept the promotion terms to continue.',
  'validation.onlyAccept.checklist': 'Please tick every box to continue.',
  'validation.afterOrEqual': 'Enter a date on or after {{date}}.',
  'validation.beforeOrEqual': 'Enter a date on or before {{date}}.',
  'validation.beforeOrEqualMonth': 'Enter a month no later than {{month}}.',
  'validation.beforeOrEqualPlusYears':
    "This can't be more than the number of years since the driver turned {{years}}.",
  'validation.email.invalid':
    'Enter an email address in the correct format, like name@example.com.',
  'validation.email.tooLong': 'Enter a shorter email address.',
  'validation.email.blacklisted': 'Enter a different email address. This one cannot be used.',
  'validation.name.invalidCharacters':
    'Names can only include letters, spaces, hyphens, apostrophes and full stops.',
  'validation.name.tooShort': 'Names must be {{min}} characters or more.',
  'validation.name.tooLong': 'Names must be {{max}} characters or fewer.',
  'validation.greaterThanOrEqual': 'Enter a number of {{min}} or more.',
  'validation.lessThanOrEqual': 'Enter a number of {{max}} or less.',
  'validation.integer': 'Enter a whole number.',
  'validation.phone': 'Please enter a valid UK phone number.',
  'validation.regExp': 'Enter the answer in the correct format.',
  'validation.minLength': 'Enter {{min}} characters or more.',
  'validation.maxLength': 'Enter {{max}} characters or fewer.',
  'validation.vehicleRegistration.invalidFormat':
    'Enter a registration number in the correct format, like AB12 CDE.',
  'validation.vehicleRegistration.qPlate':
    "We can't cover a car with a Q registration online. Please get in touch via chat.",
  'validation.vehicleTabs.specification': 'Find your car and confirm its details to continue.',
  'validation.vehicleTabs.regLookup':
    'Search for your car by its registration or by its make and model.',
  'validation.vehicleTabs.vrn': "Enter your car's registration number.",
  'validation.minYear': 'Enter a year of {{year}} or later.',
  'validation.postcode': 'Enter a real UK postcode, like SW1A 1AA.',
  'validation.retailerNumber.invalidFormat': 'Please confirm your retailer number.',
  'validation.retailerNumber.unknownRetailer': 'Could not find a retailer with that number.',
  'validation.orderNumber': 'Please enter a valid order number.',
  'validation.paymentToken': 'Enter a card token that starts with tok_.',
  'validation.oneOf': 'Select one of the options.',
  'validation.sameAs': 'This does not match. Check it and try again.',
  'validation.maxItems': 'You can add up to {{max}}. Remove one to add another.',
  'validation.shape.type': 'This answer is not the kind of value this question takes.',
  'validation.shape.unknownField': 'This question has no part called {{field}}.',
  'validation.shape.tooLong': 'Enter {{max}} characters or fewer.',
  'validation.shape.tooMany': 'Choose {{max}} or fewer.',
  'validation.ncdConsistentWithAge':
    "The years of no claims discount can't be more than the years since the driver turned {{age}}.",
} as const satisfies Record<string, string>;

/** A validation message key. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN_GB;
