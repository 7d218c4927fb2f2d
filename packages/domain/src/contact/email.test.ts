import fc from 'fast-check';
import {
  checkEmail,
  checkEmailWith,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isValidEmail,
  isValidEmailWith,
  normaliseEmail,
} from './email';

describe('isValidEmail', () => {
  it.each([
    'jo@example.com',
    'first.last@example.co.uk',
    'o’neill@example.ie',
    "o'neill@example.ie",
    'jo+insurance@example.com',
    'jo_smith-99@mail.example.org',
    'zoë@example.com',
    'jo@sub-domain.example.com',
    'jo@123.example.com',
    'jo@[192.168.0.1]',
    'jo@[255.255.255.255]',
    '  jo@example.com  ',
    'JO@EXAMPLE.COM',
  ])('accepts %p', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['no @', 'jo.example.com'],
    ['two @', 'jo@jo@example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'jo@'],
    ['a leading dot in the local part', '.jo@example.com'],
    ['a trailing dot in the local part', 'jo.@example.com'],
    ['a double dot in the local part', 'jo..smith@example.com'],
    ['a space in the local part', 'jo smith@example.com'],
    ['a double quote in the local part', '"jo"@example.com'],
    ['a control character', 'jo\u0000@example.com'],
    ...Array.from('<>()!#~`$^*?/|[]\\,;:', (c) => [
      `${c} in the local part`,
      `jo${c}x@example.com`,
    ]),
    ['a one-letter top-level domain', 'jo@example.c'],
    ['a top-level domain with a digit', 'jo@example.c0m'],
    ['no top-level domain', 'jo@localhost'],
    ['a label starting with a hyphen', 'jo@-example.com'],
    ['a label ending with a hyphen', 'jo@example-.com'],
    ['an empty label', 'jo@example..com'],
    ['a trailing dot in the domain', 'jo@example.com.'],
    ['an underscore in the domain', 'jo@ex_ample.com'],
    ['an IP literal octet above 255', 'jo@[192.168.0.256]'],
    ['an IP literal with three octets', 'jo@[192.168.0]'],
    ['an IP literal without brackets', 'jo@192.168.0.1'],
  ])('refuses %s (%p)', (_reason, address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('refuses empty and non-string values', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(42)).toBe(false);
  });
});

describe('checkEmail', () => {
  const domain = '@example.com';
  const labels63 = `${'a'.repeat(63)}.`;

  it('gives required for a missing or blank value', () => {
    expect(checkEmail(undefined)).toBe('required');
    expect(checkEmail(null)).toBe('required');
    expect(checkEmail('   ')).toBe('required');
  });

  it('gives invalid for a non-string value or a malformed address', () => {
    expect(checkEmail(42)).toBe('invalid');
    expect(checkEmail('jo@')).toBe('invalid');
  });

  it(`accepts a local part of ${EMAIL_LOCAL_PART_MAX_LENGTH} characters and refuses one more`, () => {
    expect(checkEmail(`${'a'.repeat(EMAIL_LOCAL_PART_MAX_LENGTH)}${domain}`)).toBeNull();
    expect(checkEmail(`${'a'.repeat(EMAIL_LOCAL_PART_MAX_LENGTH + 1)}${domain}`)).toBe('tooLong');
  });

  it(`accepts an address of ${EMAIL_MAX_LENGTH} characters and refuses one more`, () => {
    // 'jo@' + three 63-letter labels with dots (192) + a TLD to make up the length.
    const atLimit = `jo@${labels63.repeat(3)}${'c'.repeat(EMAIL_MAX_LENGTH - 3 - 192)}`;
    expect(atLimit).toHaveLength(EMAIL_MAX_LENGTH);
    expect(checkEmail(atLimit)).toBeNull();
    expect(checkEmail(`j${atLimit}`)).toBe('tooLong');
  });

  it('measures the length after trimming', () => {
    expect(checkEmail(`  ${'a'.repeat(EMAIL_LOCAL_PART_MAX_LENGTH)}${domain}  `)).toBeNull();
  });
});

describe('EMAIL_PATTERN', () => {
  it('does not trim: surrounding whitespace fails the bare pattern', () => {
    expect(EMAIL_PATTERN.test('jo@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test(' jo@example.com')).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases the domain but keeps the local part as typed', () => {
    expect(normaliseEmail('  Jo.Smith@Example.CO.UK ')).toBe('Jo.Smith@example.co.uk');
  });

  it('only trims a value without an @', () => {
    expect(normaliseEmail(' Not An Address ')).toBe('Not An Address');
  });

  it('returns the empty string for a non-string value', () => {
    expect(normaliseEmail(undefined as unknown as string)).toBe('');
  });
});

describe('checkEmailWith', () => {
  const rule = { required: /^[^@\s]+@[^@\s]+$/, blacklist: /@(?:mailinator|example)\.com$/i };

  it('passes an address that matches the required pattern and not the blacklist', () => {
    expect(checkEmailWith(rule, 'jo@brand.co.uk')).toBeNull();
    expect(isValidEmailWith(rule, 'jo@brand.co.uk')).toBe(true);
  });

  it('gives invalid when the required pattern does not match', () => {
    expect(checkEmailWith(rule, 'jo at brand')).toBe('invalid');
    expect(isValidEmailWith(rule, 'jo at brand')).toBe(false);
  });

  it('gives blacklisted when the blacklist matches', () => {
    expect(checkEmailWith(rule, 'jo@Mailinator.com')).toBe('blacklisted');
    expect(isValidEmailWith(rule, 'jo@Mailinator.com')).toBe(false);
  });

  it('needs no blacklist', () => {
    expect(checkEmailWith({ required: rule.required }, 'jo@example.com')).toBeNull();
  });

  it('trims before checking, and gives required for blank or missing values', () => {
    expect(checkEmailWith(rule, '  jo@brand.co.uk ')).toBeNull();
    expect(checkEmailWith(rule, ' ')).toBe('required');
    expect(checkEmailWith(rule, null)).toBe('required');
    expect(checkEmailWith(rule, 42)).toBe('invalid');
  });

  it('gives the same answer every time with global or sticky patterns', () => {
    const stateful = { required: /@/g, blacklist: /spam/y };
    const answers = Array.from({ length: 3 }, () => checkEmailWith(stateful, 'jo@brand.co.uk'));
    expect(answers).toEqual([null, null, null]);
    const blacklisted = Array.from({ length: 3 }, () =>
      checkEmailWith(stateful, 'spam@brand.co.uk'),
    );
    expect(blacklisted).toEqual(['blacklisted', 'blacklisted', 'blacklisted']);
  });
});

const atom = fc.string({
  unit: fc.constantFrom(..."abcxyzABC0129+-_=&%{}'’ë"),
  minLength: 1,
  maxLength: 10,
});
const label = fc.string({ unit: fc.constantFrom(...'abcXYZ019'), minLength: 1, maxLength: 10 });

/** A valid address with a mixed-case domain and optional surrounding whitespace. */
const typedEmail = fc
  .record({
    atoms: fc.array(atom, { minLength: 1, maxLength: 3 }),
    labels: fc.array(label, { minLength: 1, maxLength: 3 }),
    tld: fc.string({ unit: fc.constantFrom(...'comUKorg'), minLength: 2, maxLength: 6 }),
    before: fc.constantFrom('', ' ', '\t', '\n '),
    after: fc.constantFrom('', ' ', '\t', '\n '),
  })
  .map(
    ({ atoms, labels, tld, before, after }) =>
      `${before}${atoms.join('.')}@${labels.join('.')}.${tld}${after}`,
  );

describe('email properties', () => {
  it('normalising twice gives the same as normalising once, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), typedEmail), (input) => {
        const once = normaliseEmail(input);
        expect(normaliseEmail(once)).toBe(once);
        expect(typeof isValidEmail(input)).toBe('boolean');
      }),
    );
  });

  it('accepts generated valid addresses, before and after normalising', () => {
    fc.assert(
      fc.property(typedEmail, (address) => {
        expect(isValidEmail(address)).toBe(true);
        expect(isValidEmail(normaliseEmail(address))).toBe(true);
      }),
    );
  });
});
