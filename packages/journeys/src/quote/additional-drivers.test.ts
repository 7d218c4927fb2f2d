import {
  canAddDriver,
  type DriverItem,
  driverPageFor,
  driverSummary,
  driversAfterRemove,
  driversAfterSave,
  driversChange,
  driversOf,
} from './additional-drivers';

const alex: DriverItem = {
  profileCode: 'p1',
  name: { firstName: 'Alex', lastName: 'Shah' },
  relationshipToInsured: 'SpousePartner',
};
const sam: DriverItem = { profileCode: 'p3', name: { firstName: 'Sam', lastName: 'Shah' } };
const drivers = (count: number): DriverItem[] =>
  Array.from({ length: count }, (_, index) => ({ profileCode: `p${index + 1}` }));

describe('driversOf: the section’s answer as the list reads it', () => {
  it.each([
    ['not answered', {}, { answer: null, items: [] }],
    [
      'no other drivers',
      { additionalDrivers: { answer: false, items: [] } },
      { answer: false, items: [] },
    ],
    [
      'leftover items of a "no" answer',
      { additionalDrivers: { answer: false, items: [alex] } },
      { answer: false, items: [] },
    ],
    [
      'drivers with codes',
      { additionalDrivers: { answer: true, items: [alex, sam] } },
      { answer: true, items: [alex, sam] },
    ],
  ])('%s', (_name, data, expected) => {
    expect(driversOf(data)).toEqual(expected);
  });

  it('gives items saved without a code the first free codes, the same each time', () => {
    const data = {
      additionalDrivers: { answer: true, items: [{ name: 'a' }, sam, { name: 'b' }, 'junk'] },
    };
    const codes = driversOf(data).items.map((item) => item.profileCode);
    expect(codes).toEqual(['p1', 'p3', 'p2']);
    expect(driversOf(data)).toEqual(driversOf(data));
  });
});

describe('driverPageFor: which page a route under the section shows', () => {
  it.each([
    ['', drivers(0), { kind: 'list' }],
    ['/', drivers(2), { kind: 'list' }],
    ['profile', drivers(0), { kind: 'add' }],
    ['profile', drivers(3), { kind: 'add' }],
    ['profile', drivers(4), { kind: 'toList' }],
    ['profile/p2', drivers(2), { kind: 'edit', driver: { profileCode: 'p2' } }],
    ['profile/p9', drivers(2), { kind: 'toList' }],
    ['profile/p1/more', drivers(2), { kind: 'toList' }],
    ['elsewhere', drivers(2), { kind: 'toList' }],
  ])('"%s" with %j', (subPath, items, expected) => {
    expect(driverPageFor(items, subPath)).toEqual(expected);
  });
});

describe('canAddDriver: the add button hides at four drivers', () => {
  it.each([
    [0, true],
    [3, true],
    [4, false],
    [5, false],
  ])('%i drivers: %s', (count, expected) => {
    expect(canAddDriver(drivers(count))).toBe(expected);
  });
});

describe('saving and removing drivers', () => {
  it('appends a new driver with the first free code', () => {
    const after = driversAfterSave([alex, sam], null, { name: { firstName: 'Kim' } });
    expect(after.map((item) => item.profileCode)).toEqual(['p1', 'p3', 'p2']);
    expect(after[2]).toEqual({ profileCode: 'p2', name: { firstName: 'Kim' } });
  });

  it('replaces an edited driver in place, keeping its code', () => {
    const after = driversAfterSave([alex, sam], 'p1', { name: { firstName: 'Alexa' } });
    expect(after).toEqual([{ profileCode: 'p1', name: { firstName: 'Alexa' } }, sam]);
  });

  it('adds rather than edits for a code no longer there', () => {
    expect(driversAfterSave([sam], 'p1', {}).map((item) => item.profileCode)).toEqual(['p3', 'p1']);
  });

  it('removes one driver, the others keeping their codes', () => {
    expect(driversAfterRemove([alex, sam], 'p1')).toEqual([sam]);
  });

  it.each([
    ['drivers named', [alex], { answer: true, items: [alex] }],
    ['none left: no other drivers', [], { answer: false, items: [] }],
  ])('saves the loop whole: %s', (_name, items, value) => {
    expect(driversChange(items)).toEqual({ path: 'additionalDrivers', value });
  });
});

describe('driverSummary: a list line', () => {
  it.each([
    [alex, { name: 'Alex Shah', relationshipKey: 'enums.relationshipsToInsured.SpousePartner' }],
    [{ name: { firstName: 'Sam' } }, { name: 'No name', relationshipKey: null }],
    [{}, { name: 'No name', relationshipKey: null }],
  ])('%j', (item, expected) => {
    expect(driverSummary(item)).toEqual(expected);
  });
});
