import type { DisclosurePath, DisclosureValue, StoredVehicleValue } from '@brand/config';
import type { ProposalChange } from '../modules/proposals';

/** The vehicle answer the your-car section stores (the platform fills the specification in). */
export type VehicleAnswer = StoredVehicleValue;

/** A change of one answer, its path and value checked against the disclosure's type. */
export function answerChange<P extends DisclosurePath>(
  path: P,
  value: DisclosureValue<P>,
): ProposalChange {
  return { path, value };
}

/**
 * Answers that complete every disclosure section of a clean, quotable proposal, section by
 * section: the demo data of a new platform and the fixtures of the API tests.
 */
export function completeAnswers(options: {
  vehicle: VehicleAnswer;
  startDate: string;
  dateOfBirth?: string;
  lastName?: string;
  anonymous?: boolean;
}): Record<string, ProposalChange[]> {
  const d = answerChange;
  return {
    'before-we-begin': [d('eligibilityConfirmed', true)],
    'your-car': [d('vehicle', options.vehicle)],
    'about-you': [
      d('policyholder.name', { firstName: 'Jane', lastName: options.lastName ?? 'Smith' }),
      d('policyholder.dateOfBirth', options.dateOfBirth ?? '1985-03-27'),
      d('policyholder.address', {
        line1: '1 Cowley Road',
        city: 'Oxford',
        postalCode: 'OX4 1HP',
        countryIso3: 'GBR',
      }),
      d('policyholder.homeOwnership', 'own'),
      d('policyholder.maritalStatus', 'married'),
      d('policyholder.employmentStatus', 'RE'),
      d('policyholder.declarations', {
        bankrupt: false,
        'unsatisfied-ccjs': false,
        'unspent-criminal-convictions': false,
        'previously-refused-insurance': false,
      }),
    ],
    'additional-drivers': [d('additionalDrivers', { answer: false, items: [] })],
    'claims-history': [d('policyholder.vehicleClaimsHistory', { answer: false, items: [] })],
    'driving-licence': [
      d('policyholder.drivingLicence.licenceType', 'UKFull'),
      d('policyholder.drivingLicence.validFrom', '2004-05-01'),
      d('policyholder.drivingLicence.convictions', { answer: false, items: [] }),
      d('policyholder.drivingDeclarations', {
        'dvla-unaware-of-medical-condition': false,
        'advised-by-doctor-not-to-drive': false,
        'banned-or-disqualified': false,
      }),
      d('policyholder.useOfOtherCar', 'NoAccessToOtherCars'),
    ],
    'contact-details': [
      d('policyholder.email', 'jane.smith@example.com'),
      d('policyholder.phone', '+447700900123'),
      d('policyholder.marketingPreferences', ['email']),
    ],
    'your-cover': [
      d('vehicle.usage', 'SocialDomesticPleasureCommuting'),
      d('vehicle.annualMileage', 8000),
      d('vehicle.overnightLocation', 'Driveway'),
      d('vehicle.legalOwner', 'PolicyHolder'),
      d('vehicle.registeredKeeper', 'PolicyHolder'),
      d('vehicle.modifications', false),
      d('vehicle.trackerFitted', false),
      d('vehicle.purchaseType', 'Used'),
      d('vehicle.noClaimsDiscount', 5),
      d('vehicle.noClaimsDiscountType', 'Private'),
      d('vehicle.usageStartYearMonth', { year: 2024, month: 1 }),
    ],
    'start-date': [d('startDate', options.startDate)],
  };
}
