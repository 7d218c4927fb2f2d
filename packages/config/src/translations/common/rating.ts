// en-GB texts of the rating engine's outcomes (platform-api modules/rating): why a proposal is
// referred to us rather than priced, and why an applied promotion was not given. Each key is one
// the engine returns; a test there checks every one has a text here.

/** Referral reasons and promotion ineligibility reasons. */
export const rating = {
  referral: {
    noInsuranceGroup:
      'We couldn’t determine the insurance group for your vehicle. Please get in touch via chat so we can fix this.',
    missingDateOfBirth: 'We need the date of birth of every driver to give you a price.',
    driverTooYoung: 'One of the drivers is under 17, the youngest age we can cover.',
    driverTooOld: 'One of the drivers’ dates of birth is more than 125 years ago. Please check it.',
    tooManyFaultClaims:
      'One of the drivers has had more than 2 accidents that were their fault in the last 5 years.',
    tooManyNonFaultClaims:
      'One of the drivers has made more than 3 claims that were not their fault in the last 5 years.',
    tooManyConvictions:
      'One of the drivers has had more than 2 motoring convictions in the last 5 years.',
    vehicleValueTooHigh: 'Your car is worth more than £100,000, the most we can cover online.',
    youngDriverHighInsuranceGroup:
      'One of the drivers is under 25 and your car is in insurance group 31 or higher.',
    youngDriverModifiedVehicle: 'One of the drivers is under 25 and your car has been modified.',
    provisionalLicenceDriveaway:
      'Drive-away cover needs a full driving licence, and the policyholder has a provisional licence.',
    declaration: {
      bankrupt: 'One of the drivers has been declared bankrupt.',
      'unsatisfied-ccjs': 'One of the drivers has a county court judgment (CCJ) that is unpaid.',
      'unspent-criminal-convictions':
        'One of the drivers has a criminal conviction that is not yet spent.',
      'previously-refused-insurance':
        'One of the drivers has had insurance refused, cancelled or declared void, or had special terms imposed.',
      unknown: 'One of the drivers answered yes to a declaration we need to look at.',
    },
    drivingDeclaration: {
      'dvla-unaware-of-medical-condition':
        'One of the drivers has a medical condition the DVLA has not been told about.',
      'advised-by-doctor-not-to-drive':
        'One of the drivers has been advised by a doctor not to drive.',
      'banned-or-disqualified':
        'One of the drivers has been banned or disqualified from driving in the last 5 years.',
    },
  },
  promotion: {
    ineligible: {
      unknownCode: 'We don’t recognise this promotion code.',
      notActive: 'This promotion has ended, so it can’t be applied to a new quote.',
      scheme: 'This promotion is for our monthly subscription cover only.',
      age: 'The policyholder must be aged 25 to 80 on the day the cover starts.',
      highPowerAge:
        'For this high-performance model, the policyholder must be aged 30 to 80 on the day the cover starts.',
    },
  },
} as const;
