import fc from 'fast-check';
import {
  checkNamePart,
  initials,
  isValidNamePart,
  isValidPersonName,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  normaliseNamePart,
  normalisePersonName,
} from './person-name';

describe('normaliseNamePart', () => {
  it('trims leading and trailing whitespace and makes inner runs one space', () => {
    expect(normaliseNamePart('  Mary \t Ann  ')).toBe('Mary Ann');
    expect(normaliseNamePart('\u00a0Jo\u00a0\u00a0Smith\n')).toBe('Jo Smith');
  });

  it('composes combining marks so the same name is stored the same way', () => {
    const decomposed = 'Zoe\u0308';
    expect(normaliseNamePart(decomposed)).toBe('Zoë');
    expect(normaliseNamePart(decomposed)).toBe(normaliseNamePart('Zoë'));
  });

  it('returns the empty string for a non-string value', () => {
    expect(normaliseNamePart(undefined as unknown as string)).toBe('');
  });
});

describe('checkNamePart', () => {
  it.each([
    'Jo',
    "O'Neill",
    'O’Neill',
    'Smith-Jones',
    'Zoë',
    'Nguyễn',
    'St. John',
    'Mary Ann',
    'Siân',
    'Łukasz',
    'Ólafur',
    'Müller',
    'Ng',
    'Иван',
    '李明',
  ])('accepts %p', (name) => {
    expect(checkNamePart(name)).toBeNull();
    expect(isValidNamePart(name)).toBe(true);
  });

  it(`accepts ${NAME_MIN_LENGTH} characters and refuses ${NAME_MIN_LENGTH - 1}`, () => {
    expect(checkNamePart('Al')).toBeNull();
    expect(checkNamePart('A')).toBe('tooShort');
  });

  it(`accepts ${NAME_MAX_LENGTH} characters and refuses ${NAME_MAX_LENGTH + 1}`, () => {
    expect(checkNamePart('A'.repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(checkNamePart('A'.repeat(NAME_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('counts a letter with a combining mark as one character', () => {
    expect(checkNamePart(`${'e\u0301'.repeat(NAME_MAX_LENGTH)}`)).toBeNull();
    expect(checkNamePart(`${'e\u0301'.repeat(NAME_MAX_LENGTH + 1)}`)).toBe('tooLong');
  });

  it('measures the length after trimming and collapsing spaces', () => {
    expect(checkNamePart('  A  ')).toBe('tooShort');
    expect(checkNamePart(`  ${'A'.repeat(NAME_MAX_LENGTH)}  `)).toBeNull();
    expect(checkNamePart('Ab    Cd')).toBeNull();
  });

  it('gives required for a missing or blank value', () => {
    expect(checkNamePart(undefined)).toBe('required');
    expect(checkNamePart(null)).toBe('required');
    expect(checkNamePart('')).toBe('required');
    expect(checkNamePart('   ')).toBe('required');
  });

  it.each([
    'J0hn',
    'Jo!',
    'Jo_Smith',
    'Jo@home',
    'Jo\u200bSmith',
    'Jo😀',
    '--',
    "'.",
    'Smith & Co',
  ])('gives invalidCharacters for %p', (name) => {
    expect(checkNamePart(name)).toBe('invalidCharacters');
  });

  it('gives invalidCharacters for a non-string value', () => {
    expect(checkNamePart(42)).toBe('invalidCharacters');
    expect(isValidNamePart(42)).toBe(false);
  });
});

describe('isValidPersonName', () => {
  it('needs both parts valid', () => {
    expect(isValidPersonName({ firstName: 'Zoë', lastName: "O'Neill" })).toBe(true);
    expect(isValidPersonName({ firstName: 'Z', lastName: "O'Neill" })).toBe(false);
    expect(isValidPersonName({ firstName: 'Zoë', lastName: '' })).toBe(false);
    expect(isValidPersonName({ firstName: 'Zoë' })).toBe(false);
  });

  it('refuses values that are not objects', () => {
    expect(isValidPersonName(null)).toBe(false);
    expect(isValidPersonName('Zoë Smith')).toBe(false);
  });
});

describe('normalisePersonName', () => {
  it('normalises both parts', () => {
    expect(normalisePersonName({ firstName: ' Mary  Ann ', lastName: '\tSmith' })).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Smith',
    });
  });
});

describe('initials', () => {
  it('gives the first letter of each part in upper case', () => {
    expect(initials({ firstName: 'zoë', lastName: 'smith' })).toBe('ZS');
    expect(initials({ firstName: 'élodie', lastName: "o'neill" })).toBe('ÉO');
  });

  it('skips leading punctuation and whitespace to the first letter', () => {
    expect(initials({ firstName: '  ’t', lastName: "'t Hooft" })).toBe('TT');
  });

  it('gives one character even when upper-casing lengthens the letter', () => {
    expect(initials({ firstName: 'ßen', lastName: 'Smith' })).toBe('SS');
    expect(initials({ firstName: 'ßen', lastName: 'Smith' })).toHaveLength(2);
  });

  it('gives ? for a missing or letterless part', () => {
    expect(initials({ firstName: 'Zoë' })).toBe('Z?');
    expect(initials({ lastName: 'Smith' })).toBe('?S');
    expect(initials({ firstName: null, lastName: '  ' })).toBe('??');
    expect(initials({ firstName: '123', lastName: '-' })).toBe('??');
    expect(initials(undefined)).toBe('??');
    expect(initials(null)).toBe('??');
  });
});

const nameCharacter = fc.constantFrom(
  ...'abcXYZéëễłß',
  'e\u0301',
  ' ',
  '  ',
  '\t',
  '-',
  "'",
  '’',
  '.',
);

/** A valid name part surrounded by, and spaced with, stray whitespace. */
const typedName = fc
  .tuple(
    fc.constantFrom(' ', '', '\t'),
    fc.array(fc.constantFrom(...'abcXYZéëễłß'), {
      minLength: NAME_MIN_LENGTH,
      maxLength: NAME_MIN_LENGTH + 5,
    }),
    fc.array(nameCharacter, { maxLength: 10 }),
    fc.constantFrom(' ', '', '\n'),
  )
  .map(([before, letters, rest, after]) => `${before}${letters.join('')}${rest.join('')}${after}`);

describe('name properties', () => {
  it('normalising twice gives the same as normalising once, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme' }),
          typedName,
        ),
        (input) => {
          const once = normaliseNamePart(input);
          expect(normaliseNamePart(once)).toBe(once);
          expect(isValidNamePart(input)).toBe(isValidNamePart(once));
          expect(Array.from(initials({ firstName: input, lastName: input }))).toHaveLength(2);
        },
      ),
    );
  });

  it('accepts generated valid names, before and after normalising', () => {
    fc.assert(
      fc.property(typedName, (name) => {
        expect(isValidNamePart(name)).toBe(true);
        expect(isValidNamePart(normaliseNamePart(name))).toBe(true);
      }),
    );
  });
});
