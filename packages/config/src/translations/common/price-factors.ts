// en-GB texts of "What shaped your price" on the quote (issue 15 point 14): the factors the rating
// engine priced the quote with, each with what it changes. A line reads as one sentence: the
// factor (a singular subject) then its effect ("Your age (40) saves you £1.61 a month"). Keys ending
// `_one` are the singular of a count ("1 year"); the engine's codes are rating/price-factors.ts's.

/** The quote's explanation of its price. */
export const priceFactors = {
  title: 'What shaped your price',
  intro:
    'The answers that changed your price the most. Each amount is what that one answer changes: your price compared with what it would be if that answer did not count and all your other answers stayed the same. The answers work on each other, so the amounts do not add up to your price.',
  line: '{{factor}} {{effect}}',
  effect: {
    addsMonthly: 'adds {{amount}} a month',
    savesMonthly: 'saves you {{amount}} a month',
    addsSingle: 'adds {{amount}} to your one payment',
    savesSingle: 'saves you {{amount}} on your one payment',
  },
  factor: {
    insuranceGroup: 'Your car’s insurance group, {{answer}} rather than group 1 (the cheapest),',
    vehicleValue: 'Your car’s value of {{answer}}',
    driverAge: 'Your age ({{answer}})',
    licenceType: 'Your type of licence ({{answer}})',
    licenceYears: 'Having held your licence for {{answer}} years',
    licenceYears_one: 'Having held your licence for 1 year',
    noClaimsDiscount: 'Your no-claims discount of {{answer}} years',
    noClaimsDiscount_one: 'Your no-claims discount of 1 year',
    faultClaims: 'Having {{answer}} claims you were at fault for',
    faultClaims_one: 'Having a claim you were at fault for',
    nonFaultClaims: 'Having {{answer}} claims that were not your fault',
    nonFaultClaims_one: 'Having a claim that was not your fault',
    convictions: 'Having {{answer}} motoring convictions',
    convictions_one: 'Having a motoring conviction',
    annualMileage: 'Driving {{answer}} miles a year',
    usage: 'What you use your car for ({{answer}})',
    postcodeArea: 'Living in the {{answer}} postcode area',
    postcodeAreaUnknown: 'Where you live',
    overnightLocation: 'Where your car is kept at night ({{answer}})',
    additionalDrivers: 'Naming additional drivers (the youngest is {{answer}})',
    modifications: 'Having changes made to your car',
    tracker: 'Having a tracker fitted to your car',
    voluntaryExcess: 'Your voluntary excess of {{answer}}',
  },
} as const;
