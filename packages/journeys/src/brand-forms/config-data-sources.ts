import type { LookupEntry } from '@brand/config';
import {
  DEFAULT_LOOKUP_LIMIT,
  findLookup,
  isLookupTable,
  LOOKUP_DATA,
  searchLookup,
} from '@brand/config';
import type { LookupTable } from '@brand/domain';
import {
  createInMemoryDataSources,
  type FormDataSources,
  type InMemoryAddress,
  type InMemoryVehicle,
  type LookupItem,
} from '@brand/forms-react';
import { DEMO_ADDRESSES, DEMO_VEHICLES } from './demo-data';

/** Options of `createConfigDataSources`. */
export interface ConfigDataSourcesOptions {
  /** Addresses the address search finds. @default DEMO_ADDRESSES */
  addresses?: readonly InMemoryAddress[];
  /** Vehicles found by registration and by year, make and model. @default DEMO_VEHICLES */
  vehicles?: readonly InMemoryVehicle[];
  /** Most results a lookup search returns. @default DEFAULT_LOOKUP_LIMIT */
  lookupLimit?: number;
}

// The form inputs want plain { code, name } items; retailers carry their town and postcode too.
const toItem = ({ code, name }: LookupEntry): LookupItem => ({ code, name });

const entryOf = (table: string, code: string): LookupItem | null => {
  if (!isLookupTable(table)) return null;
  const entry = findLookup(table, code);
  return entry ? toItem(entry) : null;
};

/**
 * Data sources over the shipped lookup tables (searched and found exactly as the platform's
 * /lookup endpoints do) and a few demo addresses and vehicles, so the brand's forms run in
 * Storybook and tests against the real tables. A table name outside the domain's finds nothing.
 */
export function createConfigDataSources(options: ConfigDataSourcesOptions = {}): FormDataSources {
  const limit = options.lookupLimit ?? DEFAULT_LOOKUP_LIMIT;
  // Addresses and vehicles are sample data: the forms package's in-memory sources filter them.
  const demo = createInMemoryDataSources({
    addresses: options.addresses ?? DEMO_ADDRESSES,
    vehicles: options.vehicles ?? DEMO_VEHICLES,
  });
  const findEntry = async (table: string, code: string) => entryOf(table, code);
  return {
    ...demo,
    async searchLookup(table, term) {
      if (!isLookupTable(table)) return [];
      return searchLookup(table, term, limit).map(toItem);
    },
    findLookup: findEntry,
    async listLookup(table) {
      if (!isLookupTable(table)) return [];
      return (LOOKUP_DATA[table as LookupTable] as readonly LookupEntry[]).map(toItem);
    },
    dataEntryCheck: findEntry,
  };
}
