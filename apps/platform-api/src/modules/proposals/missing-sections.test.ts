import { DISCLOSURE_SECTION_IDS, FLEX_DISCLOSURE_SECTIONS } from '@brand/config';
import { ACTIVE_PROMOTION_CODES } from '@brand/domain';
import { type FormValues, setValue, unsetValue, validate } from '@brand/forms';
import fc from 'fast-check';
import { completeAnswers } from '../../demo/demo-disclosure';
import { disclosureContextAt } from './disclosure-forms';
import {
  missingOf,
  type SectionCheck,
  type SectionValidity,
  sectionValidity,
} from './missing-sections';
import { rememberSectionValidity, validityAfterChanges } from './missing-sections-cache';
import type { ProposalRecord } from './proposal-record';

const NOW = new Date('2025-06-15T12:00:00Z');
const disclosure = disclosureContextAt(true, NOW);

const COMPLETE = Object.values(
  completeAnswers({
    vehicle: {
      vrn: null,
      regLookup: false,
      specification: {
        make: 'MINI',
        model: 'Hatch',
        vehicleCode: 'V123',
        numberOfSeats: 4,
        estimatedValue: 25_000,
        steering: 'RHD',
      },
    } as never,
    startDate: '2025-06-20',
    anonymous: true,
  }),
)
  .flat()
  .reduce<FormValues>((values, change) => setValue(values, change.path, change.value), {});

let nextId = 0;
function recordOf(data: FormValues, changes: Partial<ProposalRecord> = {}): ProposalRecord {
  nextId += 1;
  return {
    id: `p-${nextId}`,
    ownerUserId: 'u',
    ownerKind: 'anonymous',
    schemeCode: 'BRAND-FLEX',
    brand: 'brand',
    kind: 'NEW',
    status: 'INSUFFICIENT_ACCURACY',
    source: null,
    externalReference: 'Q1',
    data: data as ProposalRecord['data'],
    promoCode: ACTIVE_PROMOTION_CODES[0],
    paymentSchedule: null,
    voluntaryExcess: 0,
    optionalCovers: [],
    currentQuoteId: null,
    verification: null,
    idCheck: null,
    autoRenewalEnabled: false,
    policyId: null,
    sourceProposalId: null,
    sourcePolicyId: null,
    startAt: null,
    endAt: null,
    version: 1,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...changes,
  };
}

// Validates for real, and names each form it was asked to validate.
function countingCheck() {
  const validated: string[] = [];
  const check: SectionCheck = (form, values, context) => {
    validated.push(form.id);
    return Object.keys(validate(form, values, context)).length === 0;
  };
  return { check, validated };
}

// A visitor's flex proposal under a promotion shows every section.
const ALL_SECTION_FORMS = FLEX_DISCLOSURE_SECTIONS.map((section) => section.formId);

describe('sectionValidity', () => {
  const before = recordOf(COMPLETE);
  const judged = { data: COMPLETE, validity: sectionValidity(before, disclosure) };

  it('validates every section it has no previous result for', () => {
    const { check, validated } = countingCheck();
    const validity = sectionValidity(before, disclosure, undefined, check);
    expect(validated).toEqual(ALL_SECTION_FORMS);
    // The demo's answers complete every section but the promotion, which they do not answer.
    expect(missingOf(before, disclosure, validity)).toEqual(['promotion']);
  });

  it.each([
    [
      'policyholder.dateOfBirth',
      '1990-01-01',
      ['disclosure.aboutYou', 'disclosure.drivingLicence', 'disclosure.yourCover'],
    ],
    ['startDate', '2025-06-25', ['disclosure.yourCover', 'disclosure.startDate']],
    ['policyholder.email', 'jo@example.com', ['disclosure.contactDetails']],
    ['eligibilityConfirmed', false, ['disclosure.beforeWeBegin']],
    // Your car asks the vehicle whole; your cover asks the answers under it.
    ['vehicle.annualMileage', 9000, ['disclosure.yourCar', 'disclosure.yourCover']],
  ])(
    'validates again, after a change of %s, its section and those reading it only',
    (path, value, forms) => {
      const { check, validated } = countingCheck();
      const after = recordOf(setValue(COMPLETE, path, value));
      const validity = sectionValidity(after, disclosure, judged, check);
      expect(validated).toEqual(forms);
      expect(validity).toEqual(sectionValidity(after, disclosure));
    },
  );

  it('validates nothing when no answer changed', () => {
    const { check, validated } = countingCheck();
    sectionValidity(recordOf(structuredCopy(COMPLETE)), disclosure, judged, check);
    expect(validated).toEqual([]);
  });

  it('judges a too-young policyholder again in the sections that compare with the birth date', () => {
    // Twenty, with five years' NCD and a licence from 2004: both refused.
    const after = recordOf(setValue(COMPLETE, 'policyholder.dateOfBirth', '2005-06-15'));
    const validity = sectionValidity(after, disclosure, judged);
    expect(missingOf(after, disclosure, validity)).toEqual([
      'driving-licence',
      'your-cover',
      'promotion',
    ]);
  });
});

function structuredCopy(values: FormValues): FormValues {
  return JSON.parse(JSON.stringify(values)) as FormValues;
}

// Edits a customer's saves make: an answer given, changed to another, to nonsense, or removed.
const EDITED_PATHS = [
  'eligibilityConfirmed',
  'vehicle',
  'vehicle.estimatedValue',
  'vehicle.noClaimsDiscount',
  'vehicle.usageStartYearMonth',
  'vehicle.usage',
  'policyholder.name',
  'policyholder.dateOfBirth',
  'policyholder.employmentStatus',
  'policyholder.email',
  'policyholder.drivingLicence.validFrom',
  'policyholder.drivingLicence.licenceType',
  'additionalDrivers',
  'startDate',
  'retailer',
  'orderNumber',
] as const;

const isoDay = (from: string, to: string) =>
  fc
    .date({ min: new Date(from), max: new Date(to), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

const editArbitrary = fc.record({
  path: fc.constantFrom(...EDITED_PATHS),
  value: fc.oneof(
    fc.constant(undefined),
    fc.constant('nonsense'),
    isoDay('1925-01-01', '2026-01-01'),
    fc.integer({ min: 0, max: 25 }),
    fc.boolean(),
    fc.record({
      year: fc.integer({ min: 1935, max: 2027 }),
      month: fc.integer({ min: 1, max: 12 }),
    }),
    fc.constant({ answer: false, items: [] }),
    fc.constantFrom(...EDITED_PATHS).map((path) => ({ from: path })),
  ),
});

describe('a save judging again only what it changed', () => {
  it('agrees with judging every section, edit after edit', () => {
    fc.assert(
      fc.property(fc.array(editArbitrary, { minLength: 1, maxLength: 6 }), (edits) => {
        let data = COMPLETE;
        let validity: SectionValidity = sectionValidity(recordOf(data), disclosure);
        for (const { path, value } of edits) {
          // { from } copies another answer from the complete set: a valid value in the wrong place.
          const given =
            typeof value === 'object' && value !== null && 'from' in value
              ? structuredCopy(COMPLETE)[value.from as string]
              : value;
          const next = given === undefined ? unsetValue(data, path) : setValue(data, path, given);
          const record = recordOf(next);
          const incremental = sectionValidity(record, disclosure, { data, validity });
          expect(incremental).toEqual(sectionValidity(record, disclosure));
          data = next;
          validity = incremental;
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the saved versions remembered', () => {
  // Every section remembered as missing: a result taken from the memory shows as missing.
  function rememberedAllMissing(record: ProposalRecord): void {
    const judgedNow = sectionValidity(record, disclosure);
    rememberSectionValidity(
      record,
      disclosure,
      new Map([...judgedNow.keys()].map((id) => [id, false])),
    );
  }

  it("give a save the previous version's results of the sections it did not change", () => {
    const before = recordOf(COMPLETE);
    rememberedAllMissing(before);
    const next = { ...before, data: setValue(COMPLETE, 'policyholder.email', 'jo@example.com') };
    const validity = validityAfterChanges(before, next as ProposalRecord, disclosure);
    expect(missingOf(next as ProposalRecord, disclosure, validity)).toEqual(
      DISCLOSURE_SECTION_IDS.filter((id) => id !== 'contact-details'),
    );
  });

  it('are not used for another day, promotion or owner, nor for a version never remembered', () => {
    const before = recordOf(COMPLETE);
    rememberedAllMissing(before);
    const unchanged = (changes: Partial<ProposalRecord>, context = disclosure) => {
      const next = { ...before, ...changes } as ProposalRecord;
      return missingOf(next, context, validityAfterChanges(before, next, context));
    };
    expect(unchanged({})).toHaveLength(ALL_SECTION_FORMS.length);
    expect(unchanged({}, disclosureContextAt(true, new Date('2025-06-16T12:00:00Z')))).toEqual([
      'promotion',
    ]);
    expect(unchanged({ promoCode: null })).toEqual([]);
    expect(unchanged({ ownerKind: 'customer' })).toEqual(['promotion']);
    const never = recordOf(COMPLETE, { version: 7 });
    expect(missingOf(never, disclosure, validityAfterChanges(never, never, disclosure))).toEqual([
      'promotion',
    ]);
  });
});
