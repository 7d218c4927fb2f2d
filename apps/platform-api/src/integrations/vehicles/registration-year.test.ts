import { ageIdentifierYear, registrationYear } from './registration-year';

describe('registrationYear', () => {
  it.each([
    ['AB51 CDE', 2001],
    ['AB02 CDE', 2002],
    ['AB52CDE', 2002],
    ['ab 19 cde', 2019],
    ['AB69 CDE', 2019],
    ['AB26 CDE', 2026],
    ['AB75 CDE', 2025],
    ['AB00 CDE', 2050],
  ])('dates the current-format plate %s to %i by its age identifier', (vrn, year) => {
    expect(registrationYear(vrn)).toBe(year);
  });

  it('dates prefix plates by their letter, and only Y falls in 2001', () => {
    expect(registrationYear('Y123 ABC')).toBe(2001);
    expect(registrationYear('X1 ABC')).toBe(2000);
    expect(registrationYear('A1 ABC')).toBe(1983);
  });

  it('gives no year for suffix and dateless plates, nor for the unissued 01 identifier', () => {
    expect(registrationYear('ABC 123D')).toBeNull();
    expect(registrationYear('ABC 1')).toBeNull();
    expect(registrationYear('1 ABC')).toBeNull();
    expect(registrationYear('AB01 CDE')).toBeNull();
    expect(ageIdentifierYear('1')).toBeNull();
  });

  it('gives no year for a current-style plate without exactly two digits, which is no plate', () => {
    expect(registrationYear('AB1 CDE')).toBeNull();
    expect(registrationYear('AB123 CDE')).toBeNull();
    expect(registrationYear('AB12 CDE')).toBe(2012);
  });
});
