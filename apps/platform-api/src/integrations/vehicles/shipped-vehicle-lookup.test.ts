import { isValidVrn, normaliseVrn, UK_REGISTRATION_FORMAT } from '@brand/domain';
import fc from 'fast-check';
import { SHIPPED_DATA_YEAR } from './mini-vehicles';
import { createShippedVehicleLookup, PINNED_REGISTRATIONS } from './shipped-vehicle-lookup';

const lookup = createShippedVehicleLookup();

// A registration of any UK format (per @brand/domain), Q plates excluded.
const validVrn = fc
  .oneof(...UK_REGISTRATION_FORMAT.complete.map(({ pattern }) => fc.stringMatching(pattern)))
  .filter((vrn) => isValidVrn(vrn));

// The same registration as someone might type it: any case, spaces and hyphens anywhere.
const retyped = (vrn: string) =>
  fc
    .array(fc.constantFrom('', ' ', '  ', '-'), {
      minLength: vrn.length + 1,
      maxLength: vrn.length + 1,
    })
    .chain((gaps) =>
      fc
        .array(fc.boolean(), { minLength: vrn.length, maxLength: vrn.length })
        .map(
          (lower) =>
            [...vrn].map((c, i) => `${gaps[i]}${lower[i] ? c.toLowerCase() : c}`).join('') +
            gaps[vrn.length],
        ),
    );

describe('the shipped vehicle lookup', () => {
  it('finds a vehicle for any valid registration, the same one every time', async () => {
    await fc.assert(
      fc.asyncProperty(validVrn, async (vrn) => {
        const first = await lookup.byRegistration(vrn);
        const again = await createShippedVehicleLookup().byRegistration(vrn);
        expect(first?.vehicleCode).toEqual(expect.any(String));
        expect(again).toEqual(first);
      }),
    );
  });

  it('ignores spacing and case', async () => {
    await fc.assert(
      fc.asyncProperty(
        validVrn.chain((vrn) => fc.tuple(fc.constant(vrn), retyped(vrn))),
        async ([vrn, typed]) => {
          expect(normaliseVrn(typed)).toBe(vrn);
          const found = await lookup.byRegistration(typed);
          expect(found?.vehicleCode).toBe((await lookup.byRegistration(vrn))?.vehicleCode);
        },
      ),
    );
  });

  it('finds a vehicle of the year the age identifier dates', async () => {
    expect((await lookup.byRegistration('AB51 CDE'))?.year).toBe(2001);
    expect((await lookup.byRegistration('AB19 CDE'))?.year).toBe(2019);
    expect((await lookup.byRegistration('AB69 XYZ'))?.year).toBe(2019);
    expect((await lookup.byRegistration('Y123 ABC'))?.year).toBe(2001);
    const future = await lookup.byRegistration('AB40 CDE');
    expect(future?.year).toBeLessThanOrEqual(SHIPPED_DATA_YEAR);
  });

  it('spreads registrations over the range', async () => {
    const codes = new Set<string>();
    for (let n = 0; n < 200; n += 1) {
      codes.add(
        (
          await lookup.byRegistration(
            `AB${18}${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n / 26))}X`,
          )
        )?.vehicleCode ?? '',
      );
    }
    expect(codes.size).toBeGreaterThan(50);
  });

  it('never maps a random registration to an import, but pins the imports to known plates', async () => {
    for (const [vrn, code] of Object.entries(PINNED_REGISTRATIONS)) {
      const found = await lookup.byRegistration(vrn);
      expect(found).toMatchObject({ vehicleCode: code, imported: true, insuranceGroup: null });
    }
    await fc.assert(
      fc.asyncProperty(validVrn, async (vrn) => {
        fc.pre(!(normaliseVrn(vrn) in PINNED_REGISTRATIONS));
        expect((await lookup.byRegistration(vrn))?.imported).toBe(false);
      }),
    );
  });

  it('answers null for an invalid registration or a Q plate', async () => {
    expect(await lookup.byRegistration('')).toBeNull();
    expect(await lookup.byRegistration('NOT A REG!')).toBeNull();
    expect(await lookup.byRegistration('Q123 ABC')).toBeNull();
  });

  it('lists the make, models and vehicles of a year', async () => {
    expect(await lookup.makes(2001)).toEqual(['MINI']);
    expect(await lookup.makes(2000)).toEqual([]);
    expect(await lookup.makes(SHIPPED_DATA_YEAR + 1)).toEqual([]);
    expect(await lookup.models(2001, 'MINI')).toEqual(['Hatch 3-door']);
    expect(await lookup.models(2025, 'mini')).toEqual([
      'Aceman',
      'Convertible',
      'Countryman',
      'Electric',
      'Hatch 3-door',
      'Hatch 5-door',
    ]);
    expect(await lookup.models(2025, 'Ford')).toEqual([]);
    const coupes = await lookup.vehicles({ year: 2013, make: 'MINI', model: 'coupe' });
    expect(coupes.length).toBeGreaterThan(0);
    expect(coupes.every((v) => v.model === 'Coupé' && v.year === 2013)).toBe(true);
  });

  it('finds a vehicle by its code, and gives copies the caller may change', async () => {
    const found = await lookup.byCode('mini-f56-cs-sport-a-2022');
    expect(found?.trim).toBe('Cooper S Sport');
    if (found) found.trim = 'changed';
    expect((await lookup.byCode('MINI-F56-CS-SPORT-A-2022'))?.trim).toBe('Cooper S Sport');
    expect(await lookup.byCode('nope')).toBeNull();
  });
});
