import { engineLitres, formatEngineLitres, PS_PER_BHP, powerInPs } from './engine-units';

describe('powerInPs', () => {
  it('multiplies bhp by 1.01387 and rounds to a whole number', () => {
    expect(PS_PER_BHP).toBe(1.01387);
    expect(powerInPs(100)).toBe(101);
    expect(powerInPs(150)).toBe(152); // 152.08
    expect(powerInPs(0)).toBe(0);
  });
  it('rounds half up at the edge', () => {
    // 36.49 bhp is 36.996 PS, 36 bhp is 36.499 PS.
    expect(powerInPs(36)).toBe(36);
    expect(powerInPs(36.49)).toBe(37);
  });
  it('returns null for missing, negative or non-finite power', () => {
    expect(powerInPs(null)).toBeNull();
    expect(powerInPs(undefined)).toBeNull();
    expect(powerInPs(-1)).toBeNull();
    expect(powerInPs(Number.NaN)).toBeNull();
    expect(powerInPs(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('engineLitres and formatEngineLitres', () => {
  it('divides cc by 1000 to one decimal place', () => {
    expect(engineLitres(1499)).toBe(1.5);
    expect(engineLitres(1449)).toBe(1.4);
    expect(engineLitres(1450)).toBe(1.5);
    expect(engineLitres(998)).toBe(1);
    expect(engineLitres(2993)).toBe(3);
  });
  it('shows one decimal even for whole litres', () => {
    expect(formatEngineLitres(1499)).toBe('1.5');
    expect(formatEngineLitres(1998)).toBe('2.0');
  });
  it('returns null for missing, negative or non-finite capacity', () => {
    expect(engineLitres(undefined)).toBeNull();
    expect(engineLitres(-1000)).toBeNull();
    expect(engineLitres(Number.NaN)).toBeNull();
    expect(formatEngineLitres(null)).toBeNull();
  });
});
