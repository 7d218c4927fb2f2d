import {
  ADDITIONAL_DRIVER_AGE_BANDS,
  ANNUAL_MILEAGE_BANDS,
  type Band,
  bandFactor,
  CONVICTION_FACTORS,
  DRIVER_AGE_BANDS,
  FAULT_CLAIM_FACTORS,
  LICENCE_TYPE_FACTORS,
  LICENCE_YEARS_BANDS,
  MODIFICATIONS_FACTOR,
  NON_FAULT_CLAIM_FACTOR,
  OVERNIGHT_LOCATION_FACTORS,
  TRACKER_FACTOR,
  USAGE_FACTORS,
  VEHICLE_VALUE_BANDS,
  VOLUNTARY_EXCESS_FACTORS,
} from './rating-tables';

/*
 * The direction every banded factor must go, as an insurer prices: a band moved the wrong way
 * (30-39-year-olds dearer than 25-29-year-olds) changes no other test's outcome, so each table's
 * order is checked here against the tables themselves. The limits an insurer would not move
 * (the first band of each table, middle age) are literals, not the tables' own constants.
 */

const factorsOf = (bands: readonly Band[]) => bands.map((band) => band.factor);

/** bandFactor takes the last band at or below a value, so the bands must be in ascending order. */
function expectAscendingBands(bands: readonly Band[], firstFrom: number): void {
  expect(bands[0]?.from).toBe(firstFrom);
  for (let i = 1; i < bands.length; i++) {
    expect(bands[i]?.from).toBeGreaterThan(bands[i - 1]?.from as number);
  }
}

function expectStrictlyRising(factors: readonly number[]): void {
  expect(factors.length).toBeGreaterThan(1);
  for (let i = 1; i < factors.length; i++) {
    expect(factors[i]).toBeGreaterThan(factors[i - 1] as number);
  }
}

function expectStrictlyFalling(factors: readonly number[]): void {
  expectStrictlyRising([...factors].reverse());
}

describe('rating tables: the driver age bands', () => {
  const ageFactor = (age: number) => bandFactor(DRIVER_AGE_BANDS, age);

  it('start at 17, the youngest age quoted, in ascending order', () => {
    expectAscendingBands(DRIVER_AGE_BANDS, 17);
  });

  it('fall from the youngest band to the cheapest, then rise to the oldest: a valley', () => {
    const factors = factorsOf(DRIVER_AGE_BANDS);
    const cheapest = factors.indexOf(Math.min(...factors));
    expectStrictlyFalling(factors.slice(0, cheapest + 1));
    expectStrictlyRising(factors.slice(cheapest));
  });

  it('are cheapest in middle age (30 to 69), never for the young or the very old', () => {
    const factors = factorsOf(DRIVER_AGE_BANDS);
    const cheapest = DRIVER_AGE_BANDS[factors.indexOf(Math.min(...factors))]?.from as number;
    expect(cheapest).toBeGreaterThanOrEqual(30);
    expect(cheapest).toBeLessThan(70);
  });

  it('make each decade from 17 to 49 cheaper than the one before it', () => {
    expect(ageFactor(17)).toBeGreaterThan(ageFactor(21));
    expect(ageFactor(24)).toBeGreaterThan(ageFactor(25));
    expect(ageFactor(29)).toBeGreaterThan(ageFactor(30));
    expect(ageFactor(39)).toBeGreaterThan(ageFactor(40));
    expect(ageFactor(35)).toBeLessThan(ageFactor(27));
    expect(ageFactor(45)).toBeLessThan(ageFactor(35));
  });

  it('make every driver under 25 and every driver from 80 dearer than any from 30 to 69', () => {
    const middleAged = Array.from({ length: 40 }, (_, i) => ageFactor(30 + i));
    const dearestMiddle = Math.max(...middleAged);
    for (const age of [17, 18, 20, 21, 24, 80, 90, 100]) {
      expect(ageFactor(age)).toBeGreaterThan(dearestMiddle);
    }
  });
});

describe('rating tables: the other bands', () => {
  it('make more licence years cheaper, from a licence passed today', () => {
    expectAscendingBands(LICENCE_YEARS_BANDS, 0);
    expectStrictlyFalling(factorsOf(LICENCE_YEARS_BANDS));
  });

  it('make more annual mileage dearer, from 0 miles', () => {
    expectAscendingBands(ANNUAL_MILEAGE_BANDS, 0);
    expectStrictlyRising(factorsOf(ANNUAL_MILEAGE_BANDS));
  });

  it('make a more valuable car dearer, from £0', () => {
    expectAscendingBands(VEHICLE_VALUE_BANDS, 0);
    expectStrictlyRising(factorsOf(VEHICLE_VALUE_BANDS));
  });

  it('make a younger additional driver dearer, always dearer than no additional driver', () => {
    expectAscendingBands(ADDITIONAL_DRIVER_AGE_BANDS, 17);
    const factors = factorsOf(ADDITIONAL_DRIVER_AGE_BANDS);
    expectStrictlyFalling(factors);
    expect(Math.min(...factors)).toBeGreaterThan(1);
  });
});

describe('rating tables: counted and chosen factors', () => {
  it('price no fault claims and no convictions at 1, each further one dearer', () => {
    expect(FAULT_CLAIM_FACTORS[0]).toBe(1);
    expectStrictlyRising(FAULT_CLAIM_FACTORS);
    expect(CONVICTION_FACTORS[0]).toBe(1);
    expectStrictlyRising(CONVICTION_FACTORS);
    expect(NON_FAULT_CLAIM_FACTOR).toBeGreaterThan(1);
    expect(NON_FAULT_CLAIM_FACTOR).toBeLessThan(FAULT_CLAIM_FACTORS[1] as number);
  });

  it('make a higher voluntary excess cheaper, none at 1', () => {
    const levels = Object.keys(VOLUNTARY_EXCESS_FACTORS)
      .map(Number)
      .sort((a, b) => a - b);
    expect(levels[0]).toBe(0);
    expect(VOLUNTARY_EXCESS_FACTORS[0]).toBe(1);
    expectStrictlyFalling(levels.map((level) => VOLUNTARY_EXCESS_FACTORS[level] as number));
  });

  it('make a full UK licence the cheapest, and a provisional dearer than its full licence', () => {
    expect(LICENCE_TYPE_FACTORS.UKFull).toBe(Math.min(...Object.values(LICENCE_TYPE_FACTORS)));
    expect(LICENCE_TYPE_FACTORS.UKProvisional).toBeGreaterThan(LICENCE_TYPE_FACTORS.UKFull);
    expect(LICENCE_TYPE_FACTORS.EUProvisional).toBeGreaterThan(LICENCE_TYPE_FACTORS.EUFull);
  });

  it('make more use dearer: pleasure, then commuting, then business', () => {
    expectStrictlyRising([
      USAGE_FACTORS.SocialDomesticPleasure,
      USAGE_FACTORS.SocialDomesticPleasureCommuting,
      USAGE_FACTORS.BusinessClass1,
    ]);
  });

  it('make a car kept less securely overnight dearer', () => {
    expectStrictlyRising([
      OVERNIGHT_LOCATION_FACTORS.GarageLockedNear,
      OVERNIGHT_LOCATION_FACTORS.Driveway,
      OVERNIGHT_LOCATION_FACTORS.PublicRoadNear,
      OVERNIGHT_LOCATION_FACTORS.PublicRoadAway,
    ]);
    expect(OVERNIGHT_LOCATION_FACTORS.GarageLockedNear).toBeLessThan(
      OVERNIGHT_LOCATION_FACTORS.GarageUnlockedNear,
    );
    expect(OVERNIGHT_LOCATION_FACTORS.CarParkSecure).toBeLessThan(
      OVERNIGHT_LOCATION_FACTORS.CarParkOpen,
    );
  });

  it('make modifications dearer and a tracker cheaper', () => {
    expect(MODIFICATIONS_FACTOR).toBeGreaterThan(1);
    expect(TRACKER_FACTOR).toBeLessThan(1);
  });
});
