import type { Address, AddressSearchResult, LookupItem, VehicleSpecification } from '@brand/forms';

// The value shapes are the core's (the server reads the same answers); these stay importable from
// here for the bindings' existing importers.
export type {
  Address,
  AddressSearchResult,
  LookupItem,
  VehicleSpecification,
  VehicleValue,
} from '@brand/forms';

/**
 * Where the inputs that search get their data. Injected, so one form runs against the platform's
 * API, a test double or Storybook's sample data (`createInMemoryDataSources`).
 */
export interface FormDataSources {
  /** Entries of a lookup table matching the typed term (callers only search from the minimum characters). */
  searchLookup(table: string, term: string): Promise<LookupItem[]>;
  /** The entry of a lookup table with this code, or null. */
  findLookup(table: string, code: string): Promise<LookupItem | null>;
  /** Addresses matching the typed text. */
  searchAddresses(text: string): Promise<AddressSearchResult[]>;
  /** The full address of a search result. */
  getAddress(id: string): Promise<Address>;
  /** The specification of the vehicle with this registration, or null when none is found. */
  vehicleByVrn(vrn: string): Promise<VehicleSpecification | null>;
  /** The makes built in a year. */
  vehicleMakes(year: number): Promise<string[]>;
  /** The models of a make built in a year. */
  vehicleModels(year: number, make: string): Promise<string[]>;
  /** The specifications (trims, engines) of a model built in a year. */
  vehicles(query: { year: number; make: string; model: string }): Promise<VehicleSpecification[]>;
  /** Every entry of a small lookup table, for selects whose `meta.selectValues` is 'lookup'. */
  listLookup?(table: string): Promise<LookupItem[]>;
  /** Checks a data-entry code (a retailer number): the entry, or null. @default findLookup */
  dataEntryCheck?(table: string, text: string): Promise<LookupItem | null>;
}
