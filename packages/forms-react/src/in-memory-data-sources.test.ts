import { createInMemoryDataSources } from './in-memory-data-sources';
import { canSearchTable, lookupSettingsFor } from './lookup-settings';
import { SAMPLE_DATA } from './sample-data';

const sources = createInMemoryDataSources(SAMPLE_DATA);

describe('createInMemoryDataSources', () => {
  it('searches a lookup table by name or exact code, from its minimum characters', async () => {
    await expect(sources.searchLookup('occupation', 'ac')).resolves.toEqual([]);
    await expect(sources.searchLookup('occupation', 'act')).resolves.toEqual([
      { code: 'A02', name: 'Actor' },
    ]);
    await expect(sources.searchLookup('offence', 'sp')).resolves.toHaveLength(1);
    await expect(sources.searchLookup('offence', 's')).resolves.toEqual([]);
    await expect(sources.searchLookup('retailer', '12345')).resolves.toHaveLength(1);
    await expect(sources.searchLookup('unknown', 'abc')).resolves.toEqual([]);
  });

  it('caps the results', async () => {
    const names = ['Aa', 'Ab', 'Ac'].map((name, index) => ({ code: String(index), name }));
    const few = createInMemoryDataSources({ lookups: { table: names }, maxResults: 2 });
    await expect(few.searchLookup('table', 'a')).resolves.toHaveLength(2);
    await expect(
      createInMemoryDataSources({ lookups: { table: names } }).searchLookup('table', 'a'),
    ).resolves.toHaveLength(3);
  });

  it('finds a lookup entry by code, ignoring case', async () => {
    await expect(sources.findLookup('offence', 'cu80')).resolves.toMatchObject({ code: 'CU80' });
    await expect(sources.findLookup('offence', 'XX99')).resolves.toBeNull();
    await expect(sources.listLookup?.('industry')).resolves.toHaveLength(3);
  });

  it('searches addresses by text or postcode, and fetches one', async () => {
    await expect(sources.searchAddresses('  ')).resolves.toEqual([]);
    await expect(sources.searchAddresses('downing')).resolves.toEqual([
      { id: 'addr-1', text: '10 Downing Street', description: 'London, SW1A 2AA', type: 'Address' },
    ]);
    await expect(sources.searchAddresses('ox46nl')).resolves.toHaveLength(1);
    await expect(sources.getAddress('addr-2')).resolves.toMatchObject({
      company: 'MINI Plant Oxford',
      label: 'MINI Plant Oxford, Garsington Road, Cowley, Oxford, OX4 6NL',
    });
    await expect(sources.getAddress('nope')).rejects.toThrow('No address with id nope');
  });

  it('finds vehicles by registration and by year, make and model', async () => {
    await expect(sources.vehicleByVrn('ab12-cde')).resolves.toMatchObject({ model: 'Cooper' });
    await expect(sources.vehicleByVrn('AB12CDF')).resolves.toBeNull();
    await expect(sources.vehicleMakes(2022)).resolves.toEqual(['MINI']);
    await expect(sources.vehicleMakes(1999)).resolves.toEqual([]);
    await expect(sources.vehicleModels(2022, 'MINI')).resolves.toEqual(['Cooper', 'Electric']);
    const coopers = await sources.vehicles({ year: 2022, make: 'MINI', model: 'Cooper' });
    expect(coopers.map((v) => v.vehicleCode)).toEqual(['MINI-COOPER-2022-M', 'MINI-COOPER-2022-A']);
    expect(coopers[0]).not.toHaveProperty('vrn');
  });

  it('holds nothing without data', async () => {
    const empty = createInMemoryDataSources();
    await expect(empty.searchLookup('occupation', 'teacher')).resolves.toEqual([]);
    await expect(empty.vehicleMakes(2022)).resolves.toEqual([]);
    await expect(empty.dataEntryCheck?.('retailer', '12345')).resolves.toBeNull();
  });
});

describe('lookup settings', () => {
  it('uses the spec’s minimum characters per table, else one', () => {
    expect(lookupSettingsFor('occupation').minChars).toBe(3);
    expect(lookupSettingsFor('offence').minChars).toBe(2);
    expect(lookupSettingsFor('retailer').minChars).toBe(1);
    expect(lookupSettingsFor(undefined).delayMs).toBe(250);
    expect(lookupSettingsFor('occupation', { minChars: 5 }).minChars).toBe(5);
    expect(canSearchTable('industry', ' ab ')).toBe(false);
    expect(canSearchTable('industry', 'abc')).toBe(true);
  });
});
