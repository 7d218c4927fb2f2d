export { INDUSTRIES } from './industries';
export type { LookupEntry, RetailerEntry } from './lookup-entry';
export { searchEntries } from './lookup-search';
export {
  DEFAULT_LOOKUP_LIMIT,
  findLookup,
  isLookupTable,
  LOOKUP_DATA,
  LOOKUP_MIN_CHARS,
  retailerExists,
  searchLookup,
} from './lookup-tables';
export { OCCUPATIONS } from './occupations';
export { BASE_OFFENCES, OFFENCE_VARIANTS, OFFENCES } from './offences';
export { RETAILERS } from './retailers';
