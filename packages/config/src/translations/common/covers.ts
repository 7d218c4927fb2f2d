// en-GB texts of covers, excess categories and endorsements, keyed by the domain's codes
// (COVER_CODES, EXCESS_TYPES, ENDORSEMENTS). Amounts the domain holds are placeholders:
// {{limit}} is LEGAL_EXPENSES_LIMIT_PENCE, {{minYears}} NCB_PROTECTION_MIN_YEARS, {{amount}} the
// endorsement's extra excess.

/** Cover names and descriptions, excess categories and endorsements. */
export const covers = {
  codes: {
    liability_to_others: {
      name: 'Liability to others',
      description:
        'Cover if you injure someone or damage their property or vehicle while driving your car.',
    },
    damage_to_car: {
      name: 'Damage to your car',
      description:
        'Repairs to your car after an accident, fire, theft or vandalism, whoever is at fault.',
    },
    uk_accident_recovery: {
      name: 'UK accident recovery',
      description:
        'If your car can’t be driven after an accident, we take it, you and your passengers to a repairer or a destination in the UK.',
    },
    electric_vehicles: {
      name: 'Electric vehicle cover',
      description:
        'Cover for your car’s battery, whether owned or leased, and for your charging cables and wall box.',
    },
    windscreen: {
      name: 'Windscreen cover',
      description: 'Repair or replacement of broken glass in your windscreen, windows and sunroof.',
    },
    accessories: {
      name: 'Accessories',
      description: 'Cover for the manufacturer’s accessories fitted to or kept in your car.',
    },
    child_car_seat: {
      name: 'Child car seats',
      description: 'Replacement of child car seats after an accident, even if they look undamaged.',
    },
    foreign_travel: {
      name: 'Driving in Europe',
      description:
        'The same cover as in the UK when you drive in the EU for up to 90 days in a year.',
    },
    personal_accident: {
      name: 'Personal accident',
      description:
        'A payment if you or your partner are seriously injured in an accident in your car.',
    },
    medical_expenses: {
      name: 'Medical expenses',
      description: 'Medical costs for you and your passengers after an accident in your car.',
    },
    uninsured_driver_promise: {
      name: 'Uninsured driver promise',
      description:
        'If an uninsured driver hits your car and it’s not your fault, you keep your no claims discount and pay no excess.',
    },
    drive_other_cars: {
      name: 'Driving other cars',
      description:
        'Third-party cover when you drive a car you don’t own, with the owner’s permission, if your certificate allows it.',
    },
    ncb_protection: {
      name: 'No claims bonus protection',
      description:
        'Keep your no claims bonus if you make one or two claims in a year. It protects your discount, not the price of your insurance. Available with {{minYears}} or more years of no claims bonus.',
    },
    legal_expenses: {
      name: 'Motor legal expenses',
      description:
        'Up to {{limit}} of legal costs to recover losses you didn’t insure, such as personal injury or loss of earnings, after an accident that wasn’t your fault.',
    },
    excess_assist: {
      name: 'Excess assist',
      description: 'Get your excess back if you make a claim for damage to your car.',
    },
  },
  groups: {
    main: 'Main cover',
    discount: 'Discounts',
    optional: 'Add-ons',
  },
  types: {
    MAIN: 'Main cover',
    OPTIONAL: 'Add-on',
    DISCOUNT: 'Discount',
  },
  included: 'Included',
  notIncluded: 'Not included',
  excessTypes: {
    accidental_damage: 'Accidental damage',
    car: 'Damage to your car',
    fire: 'Fire',
    lock_and_key_replacement: 'Lock and key replacement',
    theft: 'Theft',
    windscreen_repair: 'Windscreen repair',
    windscreen_replacement: 'Windscreen replacement',
  },
  endorsements: {
    DRIVE_OTHER_CARS_EXCLUDED: {
      name: 'Driving other cars excluded',
      description: 'Your policy does not cover you to drive other cars.',
    },
    DRVEXC_INEXP: {
      name: 'Inexperienced driver excess',
      description:
        'An extra {{amount}} excess applies when the car is driven by someone who has held their licence for less than a year.',
    },
    DRVEXC_YOUNG: {
      name: 'Young driver excess',
      description:
        'An extra {{amount}} excess applies when the car is driven by someone under {{age}}.',
    },
  },
  territories: {
    UK: 'the United Kingdom',
    'Channel Islands': 'the Channel Islands',
    'Isle of Man': 'the Isle of Man',
  },
} as const;
