import { ACTIVE_PROMOTION_CODES } from '@brand/domain';
import {
  type FormContext,
  type FormDefinition,
  type FormValues,
  getValue,
  setValue,
  unsetValue,
  validate,
  watchedAnswers,
} from '@brand/forms';
import fc from 'fast-check';
import { retailerExists } from '../../lookups';
import { DRIVEAWAY_SCHEME_CODE, FLEX_SCHEME_CODE } from '../../schemes';
import { FEATURE_TOGGLE_SETTINGS } from '../../settings';
import { managementNoClaimsDiscountForm } from '../management';
import { DISCLOSURE_SECTIONS, drivingLicenceForm, yourCoverForm } from '.';

// The platform validates again, on a save, only the sections whose watched answers (their own and
// their declared reads, @brand/forms' watchedAnswers) changed (issue 20). That is sound only if a form's result depends on nothing else: this test
// holds every section to it. A rule or condition that reads another section's answer without
// the form declaring it (in `reads`) makes a form's result change with an answer it does not
// watch, and fast-check finds the answers that show it.

const no = false;
const declarations = {
  bankrupt: no,
  'unsatisfied-ccjs': no,
  'unspent-criminal-convictions': no,
  'previously-refused-insurance': no,
};
const drivingDeclarations = {
  'dvla-unaware-of-medical-condition': no,
  'advised-by-doctor-not-to-drive': no,
  'banned-or-disqualified': no,
};
const claim = { claimType: 'AccidentalDamage', date: '2023-02-01', ncdAffected: true };
const conviction = {
  offence: { code: 'SP30', name: 'Exceeding statutory speed limit on a public road' },
  convictionDate: '2022-08-01',
};
const licence = {
  licenceType: 'UKFull',
  validFrom: '2004-05-01',
  convictions: { answer: true, items: [conviction] },
};

// Every section answered, each loop with an item, and the inputs shown only for some answers
// (occupation, other cars' access, the specification's gaps) shown.
const COMPLETE: FormValues = {
  eligibilityConfirmed: true,
  retailer: '76199',
  orderNumber: '12345678',
  promotionTermsAccepted: true,
  vehicle: {
    vrn: null,
    regLookup: false,
    specification: { make: 'BRAND', model: 'Hatch', vehicleCode: 'V123' },
    estimatedValue: 25_000,
    disclosedSteering: 'RHD',
    disclosedNumberOfSeats: 4,
    usage: 'SocialDomesticPleasureCommuting',
    annualMileage: 8000,
    overnightLocation: 'Driveway',
    legalOwner: 'PolicyHolder',
    registeredKeeper: 'PolicyHolder',
    modifications: false,
    trackerFitted: false,
    purchaseType: 'Used',
    noClaimsDiscount: 5,
    noClaimsDiscountType: 'Private',
    usageStartYearMonth: { year: 2024, month: 1 },
  },
  policyholder: {
    name: { firstName: 'Jane', lastName: 'Smith' },
    dateOfBirth: '1985-03-27',
    address: { line1: '1 Cowley Road', city: 'Oxford', postalCode: 'OX4 1HP', countryIso3: 'GBR' },
    homeOwnership: 'own',
    maritalStatus: 'married',
    employmentStatus: 'FT',
    occupation: { code: 'A01', name: 'Accountant' },
    industry: { code: 'B02', name: 'Banking' },
    declarations,
    vehicleClaimsHistory: { answer: true, items: [claim] },
    drivingLicence: licence,
    drivingDeclarations,
    useOfOtherCar: 'AccessToOtherCars',
    otherCarAccessType: 'OwnAnotherCar',
    email: 'jane.smith@example.com',
    phone: '+447700900123',
    marketingPreferences: ['email'],
  },
  additionalDrivers: {
    answer: true,
    items: [
      {
        profileCode: 'd1',
        name: { firstName: 'John', lastName: 'Smith' },
        dateOfBirth: '1986-07-14',
        relationshipToInsured: 'SpousePartner',
        maritalStatus: 'married',
        employmentStatus: 'NIW',
        notInWorkStatus: 'IM',
        declarations,
        drivingLicence: licence,
        drivingDeclarations,
        useOfOtherCar: 'NoAccessToOtherCars',
        vehicleClaimsHistory: { answer: true, items: [claim] },
      },
    ],
  },
  startDate: '2025-06-20',
};

const PINNED_NOW = '2025-06-15T12:00:00Z';
const [PROMO_CODE] = ACTIVE_PROMOTION_CODES;
const CONTEXTS: readonly FormContext[] = [
  { schemeCode: FLEX_SCHEME_CODE, promoCode: PROMO_CODE, isAnonymous: true },
  { schemeCode: DRIVEAWAY_SCHEME_CODE, isAnonymous: false },
].map((context) => ({
  ...context,
  features: FEATURE_TOGGLE_SETTINGS,
  retailerExists,
  now: PINNED_NOW,
}));

const FORMS: readonly FormDefinition[] = [...DISCLOSURE_SECTIONS, managementNoClaimsDiscountForm];

// Where an answer sits that some form asks: the leaves of the complete answers (a loop, a lookup
// or an address is one answer).
const WHOLE_ANSWERS = new Set(
  FORMS.flatMap((form) => form.inputs.map((input) => input.name)).filter(
    (name) => !name.startsWith('vehicle.') || name === 'vehicle.usageStartYearMonth',
  ),
);
function answerPaths(values: unknown, prefix = ''): string[] {
  if (prefix !== '' && WHOLE_ANSWERS.has(prefix)) return [prefix];
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return [prefix];
  return Object.entries(values).flatMap(([key, value]) =>
    answerPaths(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}
const ANSWER_PATHS = answerPaths(COMPLETE);

function onlyWatched(form: FormDefinition, values: FormValues): FormValues {
  return watchedAnswers(form).reduce<FormValues>((kept, path) => {
    const value = getValue(values, path);
    return value === undefined ? kept : setValue(kept, path, value);
  }, {});
}

const isoDay = (from: string, to: string) =>
  fc
    .date({ min: new Date(from), max: new Date(to), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

// The complete answers with some removed and the dates and numbers rules compare drawn at random.
const answersArbitrary = fc
  .record({
    removed: fc.subarray(ANSWER_PATHS),
    dateOfBirth: maybe(isoDay('1925-01-01', '2012-01-01')),
    startDate: maybe(isoDay('2025-06-01', '2025-08-01')),
    noClaimsDiscount: maybe(fc.integer({ min: 0, max: 25 })),
    usageStart: maybe(
      fc.record({
        year: fc.integer({ min: 1935, max: 2027 }),
        month: fc.integer({ min: 1, max: 12 }),
      }),
    ),
    validFrom: maybe(isoDay('1960-01-01', '2026-01-01')),
    driverDateOfBirth: maybe(isoDay('1925-01-01', '2012-01-01')),
  })
  .map((drawn) => {
    const drawnAt: Record<string, unknown> = {
      'policyholder.dateOfBirth': drawn.dateOfBirth,
      startDate: drawn.startDate,
      'vehicle.noClaimsDiscount': drawn.noClaimsDiscount,
      'vehicle.usageStartYearMonth': drawn.usageStart,
      'policyholder.drivingLicence.validFrom': drawn.validFrom,
      'additionalDrivers.items.0.dateOfBirth': drawn.driverDateOfBirth,
    };
    let values = Object.entries(drawnAt).reduce<FormValues>(
      (held, [path, value]) =>
        value === undefined ? unsetValue(held, path) : setValue(held, path, value),
      COMPLETE,
    );
    for (const path of drawn.removed) values = unsetValue(values, path);
    return values;
  });

describe("a section's declared reads", () => {
  it('name what the forms compare with another section', () => {
    expect(yourCoverForm.reads).toEqual(['policyholder.dateOfBirth', 'startDate']);
    expect(drivingLicenceForm.reads).toEqual(['policyholder.dateOfBirth']);
    expect(managementNoClaimsDiscountForm.reads).toEqual(['policyholder.dateOfBirth']);
  });

  it('cover every answer a form depends on: its result from the answers it watches is the same', () => {
    fc.assert(
      fc.property(answersArbitrary, (values) => {
        for (const context of CONTEXTS) {
          for (const form of FORMS) {
            expect({
              form: form.id,
              errors: validate(form, onlyWatched(form, values), context),
            }).toEqual({ form: form.id, errors: validate(form, values, context) });
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('would be caught missing: the cover section without its reads depends on what it drops', () => {
    const undeclared = { ...yourCoverForm, reads: [] };
    // Twenty and five years of NCD: too young to have earned it, which only the date of birth tells.
    const young = setValue(COMPLETE, 'policyholder.dateOfBirth', '2005-06-15');
    const context = CONTEXTS[1];
    expect(validate(undeclared, young, context)['vehicle.noClaimsDiscount']).toBeDefined();
    expect(validate(undeclared, onlyWatched(undeclared, young), context)).toEqual({});
  });
});
