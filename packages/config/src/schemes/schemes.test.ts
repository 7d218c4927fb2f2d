import { ConfigurationError, SCHEME_URL_NAMES } from '@brand/domain';
import {
  DRIVEAWAY_SCHEME_CODE,
  enabledSchemes,
  FLEX_SCHEME_CODE,
  isSchemeCode,
  SCHEME_CODES,
  SCHEMES,
  schemeByCode,
  schemeByUrlName,
} from './schemes';

describe('schemes', () => {
  it('configure one scheme per domain URL name, each with a unique code', () => {
    expect(SCHEMES.map((s) => s.productUrlName)).toEqual([...SCHEME_URL_NAMES]);
    expect(new Set(SCHEME_CODES).size).toBe(SCHEMES.length);
  });

  it('find a scheme by its URL name and give undefined for an unknown path', () => {
    expect(schemeByUrlName('flex')?.schemeCode).toBe(FLEX_SCHEME_CODE);
    expect(schemeByUrlName('driveaway')?.schemeCode).toBe(DRIVEAWAY_SCHEME_CODE);
    expect(schemeByUrlName('annual')).toBeUndefined();
    expect(schemeByUrlName(undefined)).toBeUndefined();
  });

  it('find a scheme by its code', () => {
    expect(schemeByCode(FLEX_SCHEME_CODE).productUrlName).toBe('flex');
    expect(schemeByCode(DRIVEAWAY_SCHEME_CODE).productUrlName).toBe('driveaway');
  });

  it('raise a configuration error naming an unknown scheme code', () => {
    expect(() => schemeByCode('BRAND-ANNUAL')).toThrow(ConfigurationError);
    expect(() => schemeByCode('BRAND-ANNUAL')).toThrow('No scheme for code BRAND-ANNUAL');
  });

  it('tell a configured scheme code from anything else', () => {
    expect(isSchemeCode(FLEX_SCHEME_CODE)).toBe(true);
    expect(isSchemeCode('brand-flex')).toBe(false);
    expect(isSchemeCode(42)).toBe(false);
  });

  it('offer only schemes that are not disabled', () => {
    expect(enabledSchemes()).toHaveLength(2);
    const schemes = [
      { schemeCode: 'A', productUrlName: 'flex', disabled: true },
      { schemeCode: 'B', productUrlName: 'driveaway', disabled: false },
    ] as const;
    expect(enabledSchemes(schemes).map((s) => s.schemeCode)).toEqual(['B']);
  });
});
