import fc from 'fast-check';
import {
  isValidUkPostcode,
  normalisePostcode,
  POSTCODE_MAX_LENGTH,
  POSTCODE_MIN_LENGTH,
  UK_POSTCODE_PATTERN,
} from './postcode';

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  SW1A   1AA ', 'SW1A 1AA'],
    ['s w 1 a 1 a a', 'SW1A 1AA'],
    ['m11ae', 'M1 1AE'],
    ['b338th', 'B33 8TH'],
    ['cr2 6xh', 'CR2 6XH'],
    ['dn55 1pt', 'DN55 1PT'],
    ['w1a0ax', 'W1A 0AX'],
    ['ec1a\t1bb', 'EC1A 1BB'],
  ])('puts %p into canonical form %p', (typed, canonical) => {
    expect(normalisePostcode(typed)).toBe(canonical);
  });

  it(`adds the space only from ${POSTCODE_MIN_LENGTH} to ${POSTCODE_MAX_LENGTH} characters`, () => {
    expect(normalisePostcode('a11a')).toBe('A11A');
    expect(normalisePostcode('a11aa')).toBe('A1 1AA');
    expect(normalisePostcode('aa1a1aa')).toBe('AA1A 1AA');
    expect(normalisePostcode('aa1a1aaa')).toBe('AA1A1AAA');
  });

  it('returns the empty string for blank or non-string input', () => {
    expect(normalisePostcode('   ')).toBe('');
    expect(normalisePostcode(null as unknown as string)).toBe('');
  });
});

describe('isValidUkPostcode', () => {
  it.each([
    ['A9', 'M1 1AE'],
    ['A99', 'B33 8TH'],
    ['AA9', 'CR2 6XH'],
    ['AA99', 'DN55 1PT'],
    ['A9A', 'W1A 0AX'],
    ['AA9A', 'EC1A 1BB'],
    ['Girobank', 'GIR 0AA'],
    ['Guernsey', 'GY1 1AA'],
    ['Jersey', 'JE2 3AB'],
    ['Isle of Man', 'IM1 1AD'],
    ['Northern Ireland', 'BT1 5GS'],
  ])('accepts the %s postcode %p', (_shape, postcode) => {
    expect(isValidUkPostcode(postcode)).toBe(true);
  });

  it('accepts lower case and missing or extra spaces', () => {
    expect(isValidUkPostcode('sw1a1aa')).toBe(true);
    expect(isValidUkPostcode(' Sw1A   1aA ')).toBe(true);
    expect(isValidUkPostcode('gir0aa')).toBe(true);
  });

  it.each([
    ['too short', 'M1 1A'],
    ['too long', 'EC1A 1BBB'],
    ['no inward code', 'SW1A'],
    ['an outward code of three letters', 'SWA 1AA'],
    ['an outward code of three digits', 'M111 1AE'],
    ['a letter where the sector digit goes', 'SW1A AAA'],
    ['a digit among the unit letters', 'SW1A 1A1'],
    ['Q first', 'QA1 1AA'],
    ['V first', 'V1 1AA'],
    ['X first', 'X1 1AA'],
    ['I second', 'AI1 1AA'],
    ['J second', 'AJ1 1AA'],
    ['Z second', 'AZ1 1AA'],
    ['a letter after the district not in use for A9A', 'W1L 1AA'],
    ['a letter after the district not in use for AA9A', 'EC1C 1AA'],
    ['C in the unit', 'SW1A 1CA'],
    ['I in the unit', 'SW1A 1AI'],
    ['K in the unit', 'SW1A 1KA'],
    ['M in the unit', 'SW1A 1AM'],
    ['O in the unit', 'SW1A 1OA'],
    ['V in the unit', 'SW1A 1AV'],
    ['a zip code', '90210'],
  ])('refuses %s (%p)', (_reason, postcode) => {
    expect(isValidUkPostcode(postcode)).toBe(false);
  });

  it('refuses empty and non-string values', () => {
    expect(isValidUkPostcode('')).toBe(false);
    expect(isValidUkPostcode(undefined)).toBe(false);
    expect(isValidUkPostcode(12345)).toBe(false);
  });
});

describe('UK_POSTCODE_PATTERN', () => {
  it('matches upper case with or without the single space, nothing else', () => {
    expect(UK_POSTCODE_PATTERN.test('SW1A 1AA')).toBe(true);
    expect(UK_POSTCODE_PATTERN.test('SW1A1AA')).toBe(true);
    expect(UK_POSTCODE_PATTERN.test('sw1a 1aa')).toBe(false);
    expect(UK_POSTCODE_PATTERN.test('SW1A  1AA')).toBe(false);
  });
});

const letterFrom = (letters: string) => fc.constantFrom(...letters);
const digit = fc.constantFrom(...'0123456789');
const FIRST = 'ABCDEFGHIJKLMNOPRSTUWYZ';
const SECOND = 'ABCDEFGHKLMNOPQRSTUVWXY';
const THIRD_A9A = 'ABCDEFGHJKPSTUW';
const FOURTH_AA9A = 'ABEHMNPRVWXY';
const UNIT = 'ABDEFGHJLNPQRSTUWXYZ';

/** A canonical postcode of any of the six outward shapes. */
const canonicalPostcode = fc
  .tuple(
    fc.oneof(
      fc.tuple(letterFrom(FIRST), digit).map((p) => p.join('')),
      fc.tuple(letterFrom(FIRST), digit, digit).map((p) => p.join('')),
      fc.tuple(letterFrom(FIRST), letterFrom(SECOND), digit).map((p) => p.join('')),
      fc.tuple(letterFrom(FIRST), letterFrom(SECOND), digit, digit).map((p) => p.join('')),
      fc.tuple(letterFrom(FIRST), digit, letterFrom(THIRD_A9A)).map((p) => p.join('')),
      fc
        .tuple(letterFrom(FIRST), letterFrom(SECOND), digit, letterFrom(FOURTH_AA9A))
        .map((p) => p.join('')),
    ),
    fc.tuple(digit, letterFrom(UNIT), letterFrom(UNIT)).map((p) => p.join('')),
  )
  .map(([outward, inward]) => `${outward} ${inward}`);

/** The same postcode as a person might type it: any case, whitespace anywhere or nowhere. */
const typedPostcode = canonicalPostcode.chain((canonical) => {
  const compact = canonical.replace(' ', '');
  return fc
    .tuple(
      fc.array(fc.boolean(), { minLength: compact.length, maxLength: compact.length }),
      fc.array(fc.constantFrom('', '', ' ', '  ', '\t'), {
        minLength: compact.length + 1,
        maxLength: compact.length + 1,
      }),
    )
    .map(([lower, gaps]) => ({
      canonical,
      typed:
        (gaps[0] ?? '') +
        Array.from(compact, (c, i) => (lower[i] ? c.toLowerCase() : c) + (gaps[i + 1] ?? '')).join(
          '',
        ),
    }));
});

describe('postcode properties', () => {
  it('normalising twice gives the same as normalising once, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          typedPostcode.map((p) => p.typed),
        ),
        (input) => {
          const once = normalisePostcode(input);
          expect(normalisePostcode(once)).toBe(once);
        },
      ),
    );
  });

  it('accepts every typed form of a valid postcode and gives one canonical value', () => {
    fc.assert(
      fc.property(typedPostcode, ({ canonical, typed }) => {
        expect(isValidUkPostcode(typed)).toBe(true);
        expect(normalisePostcode(typed)).toBe(canonical);
      }),
    );
  });

  it('keeps a valid postcode valid after normalising', () => {
    fc.assert(
      fc.property(typedPostcode, ({ typed }) => {
        expect(isValidUkPostcode(normalisePostcode(typed))).toBe(true);
      }),
    );
  });

  it('is valid exactly when the normalised form matches the pattern', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        expect(isValidUkPostcode(input)).toBe(UK_POSTCODE_PATTERN.test(normalisePostcode(input)));
      }),
    );
  });
});
