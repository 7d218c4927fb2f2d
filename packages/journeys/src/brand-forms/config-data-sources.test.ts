import { INDUSTRIES, LOOKUP_MIN_CHARS, OCCUPATIONS, OFFENCES, RETAILERS } from '@brand/config';
import { createConfigDataSources } from './config-data-sources';
import { DEMO_ADDRESSES, DEMO_VEHICLES } from './demo-data';

describe('createConfigDataSources', () => {
  const sources = createConfigDataSources();

  it('searches the shipped tables from each table’s minimum characters', async () => {
    const occupationTerm = 'Accountant'.slice(0, LOOKUP_MIN_CHARS.occupation);
    expect(await sources.searchLookup('occupation', occupationTerm.slice(0, -1))).toEqual([]);
    const found = await sources.searchLookup('occupation', occupationTerm);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => OCCUPATIONS.some((entry) => entry.code === item.code))).toBe(true);
    expect(await sources.searchLookup('offence', 'SP3')).toContainEqual(
      expect.objectContaining({ code: 'SP30' }),
    );
  });

  it('gives plain { code, name } items (a retailer’s town and postcode stay behind)', async () => {
    const retailer = RETAILERS[0];
    if (!retailer) throw new Error('no retailers');
    expect(await sources.findLookup('retailer', retailer.code)).toEqual({
      code: retailer.code,
      name: retailer.name,
    });
    expect(await sources.dataEntryCheck?.('retailer', retailer.code)).toEqual({
      code: retailer.code,
      name: retailer.name,
    });
    expect(await sources.dataEntryCheck?.('retailer', '00000')).toBeNull();
  });

  it('lists a whole table', async () => {
    expect(await sources.listLookup?.('industry')).toHaveLength(INDUSTRIES.length);
    expect(await sources.listLookup?.('offence')).toHaveLength(OFFENCES.length);
  });

  it('finds nothing in a table the domain does not know', async () => {
    expect(await sources.searchLookup('colour', 'red')).toEqual([]);
    expect(await sources.findLookup('colour', 'RED')).toBeNull();
    expect(await sources.listLookup?.('colour')).toEqual([]);
  });

  it('caps a search at the limit given', async () => {
    const capped = createConfigDataSources({ lookupLimit: 2 });
    expect(await capped.searchLookup('occupation', 'eng')).toHaveLength(2);
  });

  it('searches the demo addresses and finds a demo vehicle by registration', async () => {
    const [result] = await sources.searchAddresses('LS1 4DY');
    expect(result).toMatchObject({ id: 'demo-addr-2', type: 'Address' });
    expect(await sources.getAddress('demo-addr-2')).toMatchObject({ postalCode: 'LS1 4DY' });
    expect(await sources.vehicleByVrn('ab12cde')).toMatchObject({ make: 'MINI', model: 'Cooper' });
    expect(await sources.vehicleMakes(2024)).toEqual(['MINI']);
    expect(DEMO_ADDRESSES.length).toBeGreaterThan(0);
    expect(DEMO_VEHICLES.every((vehicle) => vehicle.vehicleCode)).toBe(true);
  });

  it('takes other addresses and vehicles', async () => {
    const custom = createConfigDataSources({ addresses: [], vehicles: [] });
    expect(await custom.searchAddresses('LS1')).toEqual([]);
    expect(await custom.vehicleByVrn('AB12 CDE')).toBeNull();
  });
});
