// An additional driver the drivers' form accepts, for the suites that add or change drivers.

/** An additional driver as the customer portal's profile page saves one, with its profileCode. */
export function additionalDriver(profileCode: string, firstName: string) {
  const no = false;
  return {
    profileCode,
    name: { firstName, lastName: 'Smith' },
    dateOfBirth: '1986-07-14',
    relationshipToInsured: 'SpousePartner',
    maritalStatus: 'married',
    employmentStatus: 'RE',
    declarations: {
      bankrupt: no,
      'unsatisfied-ccjs': no,
      'unspent-criminal-convictions': no,
      'previously-refused-insurance': no,
    },
    drivingLicence: {
      licenceType: 'UKFull',
      validFrom: '2005-01-10',
      convictions: { answer: no, items: [] },
    },
    drivingDeclarations: {
      'dvla-unaware-of-medical-condition': no,
      'advised-by-doctor-not-to-drive': no,
      'banned-or-disqualified': no,
    },
    useOfOtherCar: 'NoAccessToOtherCars',
    vehicleClaimsHistory: { answer: no, items: [] },
  };
}
