import {
  FLEX_VOLUNTARY_EXCESS_OPTIONS,
  LICENCE_TYPES,
  NCD_MAX,
  OVERNIGHT_LOCATIONS,
} from '@brand/domain';
import {
  BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP,
  bandFactor,
  INSURANCE_GROUP_MAX,
  LICENCE_TYPE_FACTORS,
  NCD_FACTORS,
  OVERNIGHT_LOCATION_FACTORS,
  POSTCODE_AREA_DEFAULT_FACTOR,
  postcodeArea,
  postcodeAreaFactor,
  RATING_TABLES_VERSION,
  VOLUNTARY_EXCESS_FACTORS,
} from './rating-tables';

describe('rating tables', () => {
  it('carry a version', () => {
    expect(RATING_TABLES_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('give a base rate for every insurance group, rising with the group', () => {
    expect(BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP).toHaveLength(INSURANCE_GROUP_MAX);
    for (let i = 1; i < BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP.length; i++) {
      expect(BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP[i]).toBeGreaterThan(
        BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP[i - 1] as number,
      );
    }
  });

  it('give an NCD factor for 0 to 9 years, falling with the years', () => {
    expect(NCD_FACTORS).toHaveLength(NCD_MAX + 1);
    for (let i = 1; i < NCD_FACTORS.length; i++) {
      expect(NCD_FACTORS[i]).toBeLessThan(NCD_FACTORS[i - 1] as number);
    }
  });

  it('cover every licence type, overnight location and flex voluntary excess', () => {
    for (const type of LICENCE_TYPES) expect(LICENCE_TYPE_FACTORS[type]).toBeGreaterThan(0);
    for (const place of OVERNIGHT_LOCATIONS)
      expect(OVERNIGHT_LOCATION_FACTORS[place]).toBeGreaterThan(0);
    for (const excess of FLEX_VOLUNTARY_EXCESS_OPTIONS) {
      expect(VOLUNTARY_EXCESS_FACTORS[excess]).toBeGreaterThan(0);
    }
  });

  it('pick the band a value falls in, the first band below it', () => {
    const bands = [
      { from: 10, factor: 2 },
      { from: 20, factor: 3 },
    ];
    expect(bandFactor(bands, 5)).toBe(2);
    expect(bandFactor(bands, 20)).toBe(3);
    expect(bandFactor([], 5)).toBe(1);
  });

  it('read the postcode area from the outward code, with a default for unknown areas', () => {
    expect(postcodeArea('sw1a 2aa')).toBe('SW');
    expect(postcodeArea('E1 6AN')).toBe('E');
    expect(postcodeArea('nonsense')).toBeNull();
    expect(postcodeArea(undefined)).toBeNull();
    expect(postcodeAreaFactor('ZZ1 1ZZ')).toBe(POSTCODE_AREA_DEFAULT_FACTOR);
    expect(postcodeAreaFactor(null)).toBe(POSTCODE_AREA_DEFAULT_FACTOR);
    expect(postcodeAreaFactor('E1 6AN')).toBeGreaterThan(postcodeAreaFactor('TR1 1AA'));
  });
});
