import type {
  Address,
  AddressSearchResult,
  FormDataSources,
  LookupItem,
  VehicleSpecification,
} from './data-sources';
import { canSearchTable } from './lookup-settings';

/** An address of the sample data, with the id its search result carries. */
export type InMemoryAddress = Address & { id: string };

/** A vehicle of the sample data, with its registration when it can be found by one. */
export type InMemoryVehicle = VehicleSpecification & { vrn?: string };

/** Sample data for `createInMemoryDataSources`. */
export interface InMemoryData {
  /** Lookup tables by name. */
  lookups?: Readonly<Record<string, readonly LookupItem[]>>;
  /** Addresses searched by their lines, town and postcode. */
  addresses?: readonly InMemoryAddress[];
  /** Vehicles found by registration and by year, make and model. */
  vehicles?: readonly InMemoryVehicle[];
  /** Most results a search returns. @default 10 */
  maxResults?: number;
}

const DEFAULT_MAX_RESULTS = 10;

const fold = (text: string) => text.trim().toLocaleLowerCase('en-GB');
const compact = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

function addressText(address: Address): string {
  return [address.company, address.line1, address.line2, address.line3].filter(Boolean).join(', ');
}

function addressDescription(address: Address): string {
  return [address.city, address.postalCode].filter(Boolean).join(', ');
}

function withoutVrn({ vrn: _vrn, ...specification }: InMemoryVehicle): VehicleSpecification {
  return specification;
}

const unique = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * Data sources over sample data, for tests and stories. They filter as the platform does: a lookup
 * term shorter than its table's minimum characters, or blank address text, finds nothing.
 */
export function createInMemoryDataSources(data: InMemoryData = {}): FormDataSources {
  const max = data.maxResults ?? DEFAULT_MAX_RESULTS;
  const table = (name: string) => data.lookups?.[name] ?? [];
  const addresses = data.addresses ?? [];
  const vehicles = data.vehicles ?? [];
  const inYear = (year: number) => vehicles.filter((v) => v.year === year);
  const findLookup = async (name: string, code: string): Promise<LookupItem | null> =>
    table(name).find((item) => fold(item.code) === fold(code)) ?? null;

  return {
    async searchLookup(name, term) {
      if (!canSearchTable(name, term)) return [];
      const wanted = fold(term);
      return table(name)
        .filter((item) => fold(item.name).includes(wanted) || fold(item.code) === wanted)
        .slice(0, max);
    },
    findLookup,
    async searchAddresses(text): Promise<AddressSearchResult[]> {
      const wanted = fold(text);
      if (wanted === '') return [];
      return addresses
        .filter(
          (a) =>
            fold(`${addressText(a)} ${addressDescription(a)}`).includes(wanted) ||
            compact(a.postalCode ?? '') === compact(text),
        )
        .slice(0, max)
        .map((a) => ({
          id: a.id,
          text: addressText(a),
          description: addressDescription(a),
          type: 'Address',
        }));
    },
    async getAddress(id) {
      const found = addresses.find((a) => a.id === id);
      if (!found) throw new Error(`No address with id ${id}`);
      const { id: _id, ...address } = found;
      return {
        ...address,
        label: address.label ?? `${addressText(address)}, ${addressDescription(address)}`,
      };
    },
    async vehicleByVrn(vrn) {
      const found = vehicles.find((v) => v.vrn !== undefined && compact(v.vrn) === compact(vrn));
      return found ? withoutVrn(found) : null;
    },
    async vehicleMakes(year) {
      return unique(inYear(year).flatMap((v) => (v.make ? [v.make] : [])));
    },
    async vehicleModels(year, make) {
      return unique(inYear(year).flatMap((v) => (v.make === make && v.model ? [v.model] : [])));
    },
    async vehicles({ year, make, model }) {
      return inYear(year)
        .filter((v) => v.make === make && v.model === model)
        .map(withoutVrn);
    },
    async listLookup(name) {
      return [...table(name)];
    },
    dataEntryCheck: findLookup,
  };
}
