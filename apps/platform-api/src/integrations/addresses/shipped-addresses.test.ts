import { isValidUkPostcode } from '@brand/domain';
import { generateAddresses } from './shipped-addresses';

const addresses = generateAddresses();

// The letters of a postcode before its first digit.
const areaOf = (postcode: string) => /^[A-Z]+/.exec(postcode)?.[0] ?? '';

describe('the shipped addresses', () => {
  it('holds at least 3000 addresses across at least 40 postcode areas', () => {
    expect(addresses.length).toBeGreaterThanOrEqual(3000);
    const areas = new Set(addresses.map((entry) => areaOf(entry.address.postalCode)));
    expect(areas.size).toBeGreaterThanOrEqual(40);
    const required = 'E EC N NW SE SW W WC B M L G LS BD OX CB EX TR AB IV CF EH BS NE NG S';
    expect([...areas]).toEqual(expect.arrayContaining(required.split(' ')));
  });

  it('gives every address a valid postcode, a first line, a town and the UK', () => {
    const faults = addresses.filter(
      ({ address }) =>
        !isValidUkPostcode(address.postalCode) ||
        address.postalCode !== address.postalCode.toUpperCase() ||
        address.line1 === '' ||
        address.city === '' ||
        address.countryIso3 !== 'GBR' ||
        address.countryIso2 !== 'GB' ||
        address.countryName !== 'United Kingdom' ||
        !address.label.startsWith(address.line1) ||
        !address.label.endsWith(address.postalCode),
    );
    expect(faults).toEqual([]);
  });

  it('gives each address a unique id, the same on every generation', () => {
    const ids = addresses.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(generateAddresses().map((entry) => entry.id)).toEqual(ids);
    expect(generateAddresses()[123]).toEqual(addresses[123]);
  });

  it('puts each postcode in one town on one street', () => {
    const towns = new Map<string, Set<string>>();
    for (const { address, street } of addresses) {
      const set = towns.get(address.postalCode) ?? new Set();
      set.add(`${address.city}|${street}`);
      towns.set(address.postalCode, set);
    }
    expect([...towns.values()].filter((set) => set.size > 1)).toEqual([]);
  });

  it('includes flats with the building on the second line', () => {
    const flat = addresses.find((entry) => entry.address.line1.startsWith('Flat '));
    expect(flat?.address.line2).toMatch(/^\d+ \D+/);
  });
});
