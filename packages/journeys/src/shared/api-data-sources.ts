import {
  type ApiClient,
  getAddress,
  getLookupEntry,
  isApiClientError,
  listVehicleMakes,
  listVehicleModels,
  listVehicles,
  lookupVehicleByVrn,
  searchAddresses,
  searchLookupTable,
} from '@brand/api-client';
import type { FormDataSources } from '@brand/forms-react';

const notFound = (error: unknown) => isApiClientError(error) && error.status === 404;

/**
 * The forms' data sources over the platform's lookup calls (spec 000 §7): registration and
 * cascading vehicle lookups, address capture and the lookup tables, so a chosen vehicle is one
 * the platform knows by its code.
 */
export function createApiDataSources(api: ApiClient): FormDataSources {
  const findEntry = async (table: string, code: string) => {
    try {
      const { code: found, name } = await getLookupEntry(api, { table, code });
      return { code: found, name };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };
  return {
    async searchLookup(table, term) {
      const entries = await searchLookupTable(api, { table, searchTerm: term });
      return entries.map(({ code, name }) => ({ code, name }));
    },
    findLookup: findEntry,
    dataEntryCheck: findEntry,
    async searchAddresses(text) {
      return searchAddresses(api, { text });
    },
    async getAddress(id) {
      return getAddress(api, { id });
    },
    async vehicleByVrn(vrn) {
      try {
        // The platform answers a list (spec 002 §7: the first result is used, the vrn added).
        const [first] = await lookupVehicleByVrn(api, { vrn });
        return first ? { ...first, vrn } : null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async vehicleMakes(year) {
      return listVehicleMakes(api, { year });
    },
    async vehicleModels(year, make) {
      return listVehicleModels(api, { year, make });
    },
    async vehicles(query) {
      return listVehicles(api, query);
    },
  };
}
