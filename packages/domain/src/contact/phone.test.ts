import fc from 'fast-check';
import { isValidUkPhone, normaliseUkPhone, UK_COUNTRY_CODE, UK_PHONE_PATTERN } from './phone';

describe('normaliseUkPhone', () => {
  it.each([
    '07700 900123',
    '07700900123',
    '07700-900-123',
    '(07700) 900 123',
    '07700.900.123',
    '+447700900123',
    '+44 7700 900123',
    '+44-7700-900-123',
    '0044 7700 900123',
    '+44 (0) 7700 900123',
    '+44(0)7700900123',
    '0044 (0)7700 900123',
    '44 7700 900123',
    '7700 900123',
    '  07700 900123  ',
  ])('puts the mobile number typed as %p into +44 form', (typed) => {
    expect(normaliseUkPhone(typed)).toBe('+447700900123');
  });

  it('keeps landline area codes after dropping the trunk zero', () => {
    expect(normaliseUkPhone('020 7946 0000')).toBe('+442079460000');
    expect(normaliseUkPhone('(01632) 960123')).toBe('+441632960123');
  });

  it('drops only one trunk zero', () => {
    expect(normaliseUkPhone('0 1632 960123')).toBe('+441632960123');
    expect(normaliseUkPhone('+44 (0) 20 7946 0000')).toBe('+442079460000');
  });

  it('returns the empty string when there are no digits', () => {
    expect(normaliseUkPhone('')).toBe('');
    expect(normaliseUkPhone('   ')).toBe('');
    expect(normaliseUkPhone('+')).toBe('');
    expect(normaliseUkPhone('phone me')).toBe('');
    expect(normaliseUkPhone('00')).toBe('');
  });

  it('returns the empty string for a value that is not a string', () => {
    expect(normaliseUkPhone(undefined as unknown as string)).toBe('');
    expect(normaliseUkPhone(7700900123 as unknown as string)).toBe('');
  });

  it('gives just the country code when only the country code or a zero was typed', () => {
    expect(normaliseUkPhone('+44')).toBe(UK_COUNTRY_CODE);
    expect(normaliseUkPhone('0')).toBe(UK_COUNTRY_CODE);
  });

  it('keeps another country code, typed as + or 00, so a foreign number stays foreign', () => {
    expect(normaliseUkPhone('+33 1 23 45 67 89')).toBe('+33123456789');
    expect(normaliseUkPhone('0033 1 23 45 67 89')).toBe('+33123456789');
    expect(normaliseUkPhone('(+1) 212 555 012')).toBe('+1212555012');
    expect(normaliseUkPhone('00 7700 900123')).toBe('+7700900123');
  });

  it('leaves a number with a second trunk zero as + and its digits, so it stays invalid', () => {
    expect(normaliseUkPhone('+44 00 7700 900123')).toBe('+44007700900123');
    expect(normaliseUkPhone('44 00 7700 900123')).toBe('+44007700900123');
    expect(isValidUkPhone('+44 00 7700 900123')).toBe(false);
  });
});

describe('isValidUkPhone', () => {
  it.each([
    ['9 digits starting 1', '01697 71234', true],
    ['8 digits starting 1', '01697 7123', false],
    ['10 digits starting 1', '01632 960123', true],
    ['11 digits starting 1', '01632 9601234', false],
    ['9 digits starting 2', '029 2018 123', true],
    ['8 digits starting 2', '029 2018 12', false],
    ['10 digits starting 2', '020 7946 0000', true],
    ['11 digits starting 2', '020 7946 00001', false],
    ['10 digits starting 7', '07700 900123', true],
    ['9 digits starting 7', '07700 90012', false],
    ['11 digits starting 7', '07700 9001234', false],
    ['10 digits starting 3', '0300 123 4567', false],
    ['10 digits starting 8', '0800 123 4567', false],
    ['10 digits starting 9', '0909 879 0000', false],
  ])('%s: %p is %p', (_case, typed, valid) => {
    expect(isValidUkPhone(typed)).toBe(valid);
  });

  it('accepts the canonical form', () => {
    expect(isValidUkPhone('+447700900123')).toBe(true);
  });

  it('refuses a foreign number even when its digits would pass as a UK one', () => {
    expect(isValidUkPhone('+1 212 555 012')).toBe(false);
    expect(isValidUkPhone('001 212 555 012')).toBe(false);
    expect(isValidUkPhone('+33 1 23 45 67 89')).toBe(false);
    expect(isValidUkPhone('00 7700 900123')).toBe(false);
  });

  it('refuses empty and non-string values', () => {
    expect(isValidUkPhone('')).toBe(false);
    expect(isValidUkPhone(null)).toBe(false);
    expect(isValidUkPhone(7700900123)).toBe(false);
  });
});

describe('UK_PHONE_PATTERN', () => {
  it('matches only the canonical form', () => {
    expect(UK_PHONE_PATTERN.test('+447700900123')).toBe(true);
    expect(UK_PHONE_PATTERN.test('07700900123')).toBe(false);
    expect(UK_PHONE_PATTERN.test('+44 7700 900123')).toBe(false);
  });
});

const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

/** A UK national significant number: 9-10 digits starting 1 or 2, or 10 starting 7. */
const nationalNumber = fc.oneof(
  fc.tuple(fc.constantFrom('1', '2'), digits(8, 9)).map(([first, rest]) => first + rest),
  digits(9, 9).map((rest) => `7${rest}`),
);

const prefix = fc.constantFrom(
  '0',
  '0 ',
  '+44',
  '+44 ',
  '+44 (0)',
  '+44(0) ',
  '0044 ',
  '0044(0)',
  '44',
  '',
);
const separator = fc.constantFrom('', '', '', ' ', '-', '.', ' - ');
const padding = fc.constantFrom('', ' ', '\t', '  ');

/** The same number as a person might type it: any prefix, separators anywhere, optional brackets. */
const typedNumber = nationalNumber.chain((national) =>
  fc
    .record({
      prefix,
      separators: fc.array(separator, { minLength: national.length, maxLength: national.length }),
      bracketArea: fc.boolean(),
      before: padding,
      after: padding,
    })
    .map(({ prefix: typedPrefix, separators, bracketArea, before, after }) => {
      const body = Array.from(national, (digit, i) => digit + (separators[i] ?? '')).join('');
      const spaced = bracketArea ? `(${body.slice(0, 4)})${body.slice(4)}` : body;
      return { national, typed: `${before}${typedPrefix}${spaced}${after}` };
    }),
);

/** Short strings of the characters that steer normalising (+, zeros, 44, brackets), to find edge cases. */
const phoneLike = fc.string({ unit: fc.constantFrom(...'+0044()- 7a'), maxLength: 16 });

describe('phone properties', () => {
  it('normalising twice gives the same as normalising once', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          phoneLike,
          typedNumber.map((t) => t.typed),
        ),
        (input) => {
          const once = normaliseUkPhone(input);
          expect(normaliseUkPhone(once)).toBe(once);
        },
      ),
    );
  });

  it('never throws, and is valid exactly when the normalised form matches the pattern', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        expect(isValidUkPhone(input)).toBe(UK_PHONE_PATTERN.test(normaliseUkPhone(input)));
      }),
    );
  });

  it('accepts every typed form of a valid number and gives one canonical value', () => {
    fc.assert(
      fc.property(typedNumber, ({ national, typed }) => {
        expect(isValidUkPhone(typed)).toBe(true);
        expect(normaliseUkPhone(typed)).toBe(`+44${national}`);
      }),
    );
  });

  it('keeps a valid number valid after normalising', () => {
    fc.assert(
      fc.property(typedNumber, ({ typed }) => {
        expect(isValidUkPhone(normaliseUkPhone(typed))).toBe(true);
      }),
    );
  });
});
