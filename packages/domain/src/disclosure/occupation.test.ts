import {
  canStartLookup,
  INDUSTRY_LOOKUP_MIN_CHARS,
  isOccupationRequired,
  OCCUPATION_LOOKUP_MIN_CHARS,
  OCCUPATION_REQUIRED_EMPLOYMENT,
  OFFENCE_LOOKUP_MIN_CHARS,
} from './occupation';

describe('isOccupationRequired', () => {
  it('requires occupation and industry for FT, PT and SE only', () => {
    for (const status of OCCUPATION_REQUIRED_EMPLOYMENT) {
      expect(isOccupationRequired(status)).toBe(true);
    }
    for (const status of ['ED', 'RE', 'NIW', 'ft', undefined, null]) {
      expect(isOccupationRequired(status)).toBe(false);
    }
  });
});

describe('canStartLookup', () => {
  it('starts the offence lookup at 2 characters, not 1', () => {
    expect(OFFENCE_LOOKUP_MIN_CHARS).toBe(2);
    expect(canStartLookup('D', OFFENCE_LOOKUP_MIN_CHARS)).toBe(false);
    expect(canStartLookup('DR', OFFENCE_LOOKUP_MIN_CHARS)).toBe(true);
  });
  it('starts occupation and industry lookups at 3 characters, not 2', () => {
    expect([OCCUPATION_LOOKUP_MIN_CHARS, INDUSTRY_LOOKUP_MIN_CHARS]).toEqual([3, 3]);
    expect(canStartLookup('ac', OCCUPATION_LOOKUP_MIN_CHARS)).toBe(false);
    expect(canStartLookup('acc', OCCUPATION_LOOKUP_MIN_CHARS)).toBe(true);
  });
  it('ignores surrounding whitespace and non-text', () => {
    expect(canStartLookup('  ac  ', INDUSTRY_LOOKUP_MIN_CHARS)).toBe(false);
    expect(canStartLookup(undefined, 0)).toBe(false);
  });
});
