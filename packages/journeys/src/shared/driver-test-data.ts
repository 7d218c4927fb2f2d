// An additional driver whose answers the driver's form accepts: the quote's and the policy's
// driver pages start from it.

const no = false;
/** A complete driver, as the profile page saves one. */
export function completeDriver(profileCode: string, firstName: string) {
  return {
    profileCode,
    name: { firstName, lastName: 'Shah' },
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
