import { MAX_ADDRESS_LIMIT } from './address-index';
import { createShippedAddressLookup } from './shipped-address-lookup';
import { generateAddresses, type ShippedAddress } from './shipped-addresses';

const lookup = createShippedAddressLookup();
const sample = generateAddresses()[200] as ShippedAddress;
const postcode = sample.address.postalCode;

describe('the shipped address lookup', () => {
  it('answers a full postcode, typed any way, with its container and its addresses', async () => {
    for (const typed of [postcode, postcode.replace(' ', ''), ` ${postcode.toLowerCase()} `]) {
      const results = await lookup.search(typed);
      expect(results[0]).toEqual({
        id: `pc:${postcode}`,
        text: postcode,
        description: expect.stringMatching(/^\d+ address(es)?$/),
        type: 'Postcode',
      });
      expect(results.slice(1).every((r) => r.type === 'Address')).toBe(true);
      expect(results.map((r) => r.id)).toContain(sample.id);
    }
  });

  it('lists the addresses of a postcode or a street container', async () => {
    const inPostcode = await lookup.search('', { container: `pc:${postcode}` });
    expect(inPostcode.length).toBeGreaterThanOrEqual(4);
    expect(inPostcode.every((r) => r.description.endsWith(postcode))).toBe(true);
    const streets = await lookup.search(`${sample.street} ${sample.address.city}`, { limit: 50 });
    const street = streets.find((r) => r.id === `st:${sample.district}|${sample.street}`);
    if (street) {
      const inStreet = await lookup.search('', { container: street.id });
      expect(inStreet.map((r) => r.id)).toContain(sample.id);
    } else {
      expect(streets.map((r) => r.id)).toContain(sample.id);
    }
    expect(await lookup.search('', { container: 'pc:ZZ9 9ZZ' })).toEqual([]);
    expect(await lookup.search('', { container: 'nonsense' })).toEqual([]);
  });

  it('finds an address by house number and street, in any case', async () => {
    const [number] = sample.address.line1.split(' ');
    const typed = `${sample.address.line1} ${postcode}`.toUpperCase();
    const results = await lookup.search(typed);
    expect(results.map((r) => r.id)).toContain(sample.id);
    expect(results.every((r) => r.text.includes(number as string))).toBe(true);
  });

  it('offers the postcodes of a district as it is typed', async () => {
    const district = sample.district;
    const results = await lookup.search(district.toLowerCase());
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.type === 'Postcode' && r.text.startsWith(district))).toBe(true);
  });

  it('groups a town or street with many addresses into streets', async () => {
    const results = await lookup.search('London');
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.type === 'Street' && r.description.startsWith('London'))).toBe(
      true,
    );
  });

  it('caps results at the default, the limit asked and the maximum', async () => {
    expect(await lookup.search('road', { limit: 3 })).toHaveLength(3);
    expect((await lookup.search('road', { limit: 500 })).length).toBeLessThanOrEqual(
      MAX_ADDRESS_LIMIT,
    );
    expect((await lookup.search('high street')).length).toBeLessThanOrEqual(10);
  });

  it('finds nothing for blank or unknown text', async () => {
    expect(await lookup.search('   ')).toEqual([]);
    expect(await lookup.search('zzzzqqq')).toEqual([]);
    expect(await lookup.search('ZZ9 9ZZ')).toEqual([]);
  });

  it('reads a full address by id, and null for an unknown one', async () => {
    expect(await lookup.byId(sample.id)).toEqual(sample.address);
    expect(await lookup.byId('nope')).toBeNull();
  });
});
