import { isValidRetailerNumber, isValidUkPostcode, LOOKUP_TABLES } from '@brand/domain';
import { INDUSTRIES } from './industries';
import type { LookupEntry } from './lookup-entry';
import { LOOKUP_DATA } from './lookup-tables';
import { OCCUPATIONS } from './occupations';
import { BASE_OFFENCES, OFFENCES } from './offences';
import { RETAILERS } from './retailers';

function codes(table: readonly LookupEntry[]): string[] {
  return table.map((entry) => entry.code);
}

describe('shipped lookup data', () => {
  it('gives every domain lookup table its data', () => {
    expect(Object.keys(LOOKUP_DATA).sort()).toEqual([...LOOKUP_TABLES].sort());
  });

  it.each(LOOKUP_TABLES)('holds unique codes and unique, non-blank names in the %s table', (t) => {
    const table: readonly LookupEntry[] = LOOKUP_DATA[t];
    expect(new Set(codes(table)).size).toBe(table.length);
    expect(new Set(table.map((e) => e.name.toLowerCase())).size).toBe(table.length);
    for (const entry of table) expect(entry.name.trim()).toBe(entry.name);
    for (const entry of table) expect(entry.name).not.toBe('');
  });

  it('offers hundreds of occupations and industries, with stable prefixed codes', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(300);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(300);
    for (const entry of OCCUPATIONS) expect(entry.code).toMatch(/^O\d{3}$/);
    for (const entry of INDUSTRIES) expect(entry.code).toMatch(/^I\d{3}$/);
    expect(OCCUPATIONS.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'Accountant',
        'Actuary',
        'Bus Driver',
        'Care Assistant',
        'Chartered Surveyor',
      ]),
    );
    expect(INDUSTRIES.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Accountancy', 'Aerospace Industry', 'Agriculture']),
    );
  });

  it('pins a few codes so a reordering of the source cannot silently recode stored answers', () => {
    expect(OCCUPATIONS.find((e) => e.code === 'O002')?.name).toBe('Accountant');
    expect(INDUSTRIES.find((e) => e.code === 'I002')?.name).toBe('Accountancy');
  });

  it('lists the DVLA endorsement codes the brief names, with descriptions', () => {
    const required =
      `AC10 AC20 AC30 BA10 BA30 BA40 BA60 CD10 CD20 CD30 CD40 CD50 CD60 CD70 CD80 CD90
      CU10 CU20 CU30 CU40 CU50 CU80 DD10 DD40 DD60 DD80 DD90 DR10 DR20 DR30 DR31 DR61 DR40 DR50
      DR60 DR70 DR80 DR90 IN10 LC20 LC30 LC40 LC50 MS10 MS20 MS30 MS50 MS60 MS70 MS80 MS90 MW10
      PC10 PC20 PC30 SP10 SP20 SP30 SP40 SP50 TS10 TS20 TS30 TS40 TS50 TS60 TS70 TT99 UT50`.split(
        /\s+/,
      );
    expect(codes(BASE_OFFENCES)).toEqual(expect.arrayContaining(required));
    for (const entry of OFFENCES) expect(entry.code).toMatch(/^[A-Z]{2}\d{2}$/);
  });

  it('derives the aiding (2), causing or permitting (4) and inciting (6) forms of codes ending 0', () => {
    const byCode = new Map(OFFENCES.map((e) => [e.code, e.name]));
    expect(byCode.get('IN12')).toBe(
      'Using a vehicle uninsured against third party risks (aiding, abetting, counselling or procuring)',
    );
    expect(byCode.get('IN14')).toBe(
      'Using a vehicle uninsured against third party risks (causing or permitting)',
    );
    expect(byCode.get('UT56')).toBe('Aggravated taking of a vehicle (inciting)');
    expect(byCode.has('TT92')).toBe(false);
    expect(byCode.has('DR33')).toBe(false);
    const endingZero = BASE_OFFENCES.filter((e) => e.code.endsWith('0')).length;
    expect(OFFENCES).toHaveLength(BASE_OFFENCES.length + endingZero * 3);
  });

  it('ships about 120 retailers with five-digit numbers and real-format postcodes', () => {
    expect(RETAILERS.length).toBeGreaterThanOrEqual(100);
    for (const retailer of RETAILERS) {
      expect(isValidRetailerNumber(retailer.code)).toBe(true);
      expect(isValidUkPostcode(retailer.postcode)).toBe(true);
      expect(retailer.name.endsWith(retailer.town)).toBe(true);
    }
  });
});
