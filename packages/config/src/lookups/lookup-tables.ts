import {
  canStartLookup,
  INDUSTRY_LOOKUP_MIN_CHARS,
  isValidRetailerNumber,
  LOOKUP_TABLES,
  type LookupTable,
  OCCUPATION_LOOKUP_MIN_CHARS,
  OFFENCE_LOOKUP_MIN_CHARS,
  RETAILER_NUMBER_LENGTH,
} from '@brand/domain';
import { INDUSTRIES } from './industries';
import type { LookupEntry } from './lookup-entry';
import { searchEntries } from './lookup-search';
import { OCCUPATIONS } from './occupations';
import { OFFENCES } from './offences';
import { RETAILERS } from './retailers';

/** The shipped data of each lookup table the proposal forms search (GET /lookup/data/{table}). */
export const LOOKUP_DATA = {
  retailer: RETAILERS,
  offence: OFFENCES,
  industry: INDUSTRIES,
  occupation: OCCUPATIONS,
} as const satisfies Record<LookupTable, readonly LookupEntry[]>;

/**
 * Characters typed before each table is searched: the domain's minimums; a retailer is looked up
 * by its whole number, so its lookup waits for all five digits.
 */
export const LOOKUP_MIN_CHARS = {
  retailer: RETAILER_NUMBER_LENGTH,
  offence: OFFENCE_LOOKUP_MIN_CHARS,
  industry: INDUSTRY_LOOKUP_MIN_CHARS,
  occupation: OCCUPATION_LOOKUP_MIN_CHARS,
} as const satisfies Record<LookupTable, number>;

/** Most results a lookup returns when the caller sets no limit. */
export const DEFAULT_LOOKUP_LIMIT = 20;

/** True for one of the domain's lookup table names; never throws. */
export function isLookupTable(value: unknown): value is LookupTable {
  return typeof value === 'string' && (LOOKUP_TABLES as readonly string[]).includes(value);
}

/**
 * Searches a lookup table as GET /lookup/data/{table}?searchTerm does: nothing until the table's
 * minimum characters are typed (domain `canStartLookup`), then the ranked matches of `searchEntries`.
 */
export function searchLookup(
  table: LookupTable,
  term: unknown,
  limit: number = DEFAULT_LOOKUP_LIMIT,
): LookupEntry[] {
  if (!canStartLookup(term, LOOKUP_MIN_CHARS[table])) return [];
  return searchEntries(LOOKUP_DATA[table], term as string, limit);
}

/** The entry of `table` with exactly this code (GET /lookup/data/{table}/{code}), or undefined. */
export function findLookup(table: LookupTable, code: unknown): LookupEntry | undefined {
  if (typeof code !== 'string') return undefined;
  const wanted = code.trim().toUpperCase();
  return (LOOKUP_DATA[table] as readonly LookupEntry[]).find((entry) => entry.code === wanted);
}

/**
 * True when a five-digit retailer number is in the retailer table; the FormContext's
 * `retailerExists` and the domain's `checkRetailerNumber` take this function.
 */
export function retailerExists(retailerNumber: unknown): boolean {
  if (!isValidRetailerNumber(retailerNumber)) return false;
  return findLookup('retailer', retailerNumber) !== undefined;
}
