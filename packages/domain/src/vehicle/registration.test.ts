import fc from 'fast-check';
import {
  checkVrn,
  formatVrn,
  isIncompleteVrn,
  isValidVrn,
  matchVrnPattern,
  normaliseVrn,
  type RegistrationFormat,
  UK_REGISTRATION_FORMAT,
} from './registration';

describe('normaliseVrn', () => {
  it('removes spaces, hyphens and other whitespace and upper-cases', () => {
    expect(normaliseVrn(' ab12-c\tde ')).toBe('AB12CDE');
  });
  it('gives an empty string for anything but a string', () => {
    expect(normaliseVrn(undefined)).toBe('');
    expect(normaliseVrn(42)).toBe('');
  });
});

describe('formatVrn with the UK format', () => {
  it.each([
    ['ab12cde', 'AB12 CDE'],
    ['A123BCD', 'A123 BCD'],
    ['A1BCD', 'A1 BCD'],
    ['ABC123D', 'ABC 123D'],
    ['ABC1D', 'ABC 1D'],
    ['a1', 'A 1'],
    ['ABC1234', 'ABC 1234'],
    ['1abc', '1 ABC'],
    ['1234-AB', '1234 AB'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatVrn(input)).toBe(expected);
  });
  it.each([
    ['AB12CDEF'], // current with a fourth letter
    ['A1234BCD'], // prefix with four digits
    ['ABCD1'], // dateless with four letters
    ['12345A'], // dateless with five digits
    ['AB12CD1'], // a digit where the last letter goes
    ['AB1CDE'], // current with one digit
    ['AB123CDE'], // current with three digits
    [''],
  ])('returns null for %p, which matches no UK format', (input) => {
    expect(formatVrn(input)).toBeNull();
  });
  it('names the pattern that matched, preferring the earlier one in the list', () => {
    expect(matchVrnPattern('AB12CDE')?.name).toBe('current');
    expect(matchVrnPattern('A123BCD')?.name).toBe('prefix');
    expect(matchVrnPattern('ABC123D')?.name).toBe('suffix');
    expect(matchVrnPattern('ABC1234')?.name).toBe('datelessLettersFirst');
    expect(matchVrnPattern('1234AB')?.name).toBe('datelessDigitsFirst');
    const overlapping: RegistrationFormat = {
      divider: ' ',
      complete: [
        { name: 'first', pattern: /^([A-Z]{2})([0-9]{2})$/ },
        { name: 'second', pattern: /^([A-Z])([A-Z][0-9]{2})$/ },
      ],
      incomplete: /^.*$/,
    };
    expect(formatVrn('AB12', overlapping)).toBe('AB 12');
  });
});

describe('isValidVrn and checkVrn', () => {
  it('accepts each complete UK format', () => {
    for (const vrn of ['AB12 CDE', 'A123BCD', 'ABC 123D', 'A 1', '1234 AB']) {
      expect(isValidVrn(vrn)).toBe(true);
    }
  });
  it('refuses a well-formed registration starting with Q as a Q plate', () => {
    expect(checkVrn('Q123 ABC')).toBe('qPlate');
    expect(isValidVrn('q123abc')).toBe(false);
    expect(isValidVrn('P123ABC')).toBe(true);
  });
  it('refuses a current-style registration without exactly two digits, keeping the older formats', () => {
    // Current plates are two letters, a two-digit age identifier and three letters.
    for (const vrn of ['AB1CDE', 'AB1 CDE', 'AB123CDE', 'AB123 CDE', 'ab1cde']) {
      expect(checkVrn(vrn)).toBe('invalidFormat');
    }
    expect(matchVrnPattern('A1CDE')?.name).toBe('prefix');
    expect(matchVrnPattern('A123CDE')?.name).toBe('prefix');
    expect(matchVrnPattern('ABC1D')?.name).toBe('suffix');
    expect(matchVrnPattern('ABC123D')?.name).toBe('suffix');
    expect(matchVrnPattern('AB1')?.name).toBe('datelessLettersFirst');
    expect(matchVrnPattern('1234AB')?.name).toBe('datelessDigitsFirst');
  });
  it('reports a malformed registration as invalidFormat, before any Q-plate check', () => {
    expect(checkVrn('AB12CDEF')).toBe('invalidFormat');
    expect(checkVrn('QQQQQQQQ')).toBe('invalidFormat');
  });
  it('requires a registration unless the brand makes it optional', () => {
    expect(checkVrn('  ')).toBe('required');
    expect(checkVrn(undefined)).toBe('required');
    expect(checkVrn('', UK_REGISTRATION_FORMAT, { required: false })).toBeNull();
    expect(checkVrn('AB1C', UK_REGISTRATION_FORMAT, { required: false })).toBe('invalidFormat');
    expect(isValidVrn('')).toBe(false);
  });
  it('never throws and refuses non-string input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isValidVrn(value)).toBe('boolean');
        if (typeof value !== 'string') expect(isIncompleteVrn(value)).toBe(false);
      }),
    );
  });
  it('formats every valid registration so that it re-formats to itself', () => {
    const letters = fc.stringMatching(/^[A-PR-Z]{2}[0-9]{2}[A-Z]{3}$/);
    fc.assert(
      fc.property(letters, (vrn) => {
        const formatted = formatVrn(vrn);
        expect(formatted).not.toBeNull();
        expect(formatVrn(formatted)).toBe(formatted);
        expect(isValidVrn(formatted)).toBe(true);
      }),
    );
  });
});

describe('isIncompleteVrn', () => {
  it('accepts every prefix of each complete format while typing', () => {
    for (const complete of ['AB12CDE', 'A123BCD', 'ABC123D', 'ABC1234', '1234ABC']) {
      for (let length = 0; length <= complete.length; length += 1) {
        expect(isIncompleteVrn(complete.slice(0, length))).toBe(true);
      }
    }
  });
  it('refuses text that can no longer become a registration', () => {
    expect(isIncompleteVrn('ABCD')).toBe(false);
    expect(isIncompleteVrn('AB12CDEF')).toBe(false);
    expect(isIncompleteVrn('AB1CDE')).toBe(false);
    expect(isIncompleteVrn('AB123CDE')).toBe(false);
    expect(isIncompleteVrn('12345')).toBe(false);
    expect(isIncompleteVrn('AB!')).toBe(false);
  });
});

describe('a brand format', () => {
  const hyphenated: RegistrationFormat = {
    divider: '-',
    complete: [
      { name: 'current', pattern: /^([A-Z]{2}[0-9]{2})([A-Z]{3})$/g },
      { name: 'plain', pattern: /^[0-9]{3}$/ },
    ],
    incomplete: /^[A-Z]{0,2}[0-9]{0,2}[A-Z]{0,3}$/y,
  };
  it('joins the parts with its own divider, and repeats the result on every call', () => {
    expect(formatVrn('ab12 cde', hyphenated)).toBe('AB12-CDE');
    expect(formatVrn('AB12-CDE', hyphenated)).toBe('AB12-CDE');
    expect(isValidVrn('AB12CDE', hyphenated)).toBe(true);
    expect(isIncompleteVrn('AB1', hyphenated)).toBe(true);
    expect(isIncompleteVrn('AB1', hyphenated)).toBe(true);
  });
  it('shows a pattern without capture groups as typed', () => {
    expect(formatVrn('123', hyphenated)).toBe('123');
  });
  it('refuses formats the brand does not list', () => {
    expect(isValidVrn('A123BCD', hyphenated)).toBe(false);
  });
});
