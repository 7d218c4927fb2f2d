import {
  DEFAULT_LOOKUP_LIMIT,
  findLookup,
  isLookupTable,
  LOOKUP_MIN_CHARS,
  type LookupEntry,
  searchLookup,
} from '@brand/config';
import {
  BRAND_VEHICLE_EARLIEST_YEAR,
  checkVrn,
  formatVrn,
  type LookupTable,
  vehicleYearChoices,
} from '@brand/domain';
import { ApiError, notFound } from '../../http/problem';
import type { AddressSearchResult } from '../../integrations/addresses/address-lookup';
import type { VehicleSpecification } from '../../integrations/vehicles/vehicle-lookup';
import type { PlatformContext } from '../../platform-context';

/** Country codes an address search accepts: the platform insures UK addresses only (GBR). */
export const UK_COUNTRY_CODES: readonly string[] = ['GB', 'GBR'];

const VRN_MESSAGES = {
  required: 'Enter a registration to look up.',
  invalidFormat: 'That is not a UK registration.',
  qPlate: 'Q registrations cannot be looked up: they mark vehicles of unknown identity.',
} as const;

/**
 * The vehicle registered as `vrn`, as a list (the client uses the first), with the registration
 * as displayed added; an empty list when none is found.
 */
export async function vehiclesByVrn(
  context: PlatformContext,
  vrn: string,
): Promise<Array<VehicleSpecification & { vrn: string }>> {
  const problem = checkVrn(vrn);
  if (problem) throw new ApiError('bad-request', VRN_MESSAGES[problem], { code: `vrn.${problem}` });
  const vehicle = await context.integrations.vehicles.byRegistration(vrn);
  return vehicle ? [{ ...vehicle, vrn: formatVrn(vrn) as string }] : [];
}

/** Refuses a model year the brand does not offer: 2001 to the current (London) year. */
export function assertVehicleYear(context: PlatformContext, year: number): void {
  const years = vehicleYearChoices(BRAND_VEHICLE_EARLIEST_YEAR, context.clock.now());
  if (!years.includes(year)) {
    throw new ApiError(
      'bad-request',
      `Choose a year from ${BRAND_VEHICLE_EARLIEST_YEAR} to ${years[0] ?? BRAND_VEHICLE_EARLIEST_YEAR}.`,
      { code: 'vehicle.yearOutOfRange' },
    );
  }
}

function lookupTable(table: string): LookupTable {
  if (!isLookupTable(table)) throw notFound('Lookup table');
  return table;
}

/** Entries of a lookup table matching the term, once the table's minimum is typed. */
export function searchLookupTable(
  table: string,
  searchTerm: string,
  limit?: number,
): LookupEntry[] {
  const known = lookupTable(table);
  const minimum = LOOKUP_MIN_CHARS[known];
  if (searchTerm.trim().length < minimum) {
    throw new ApiError(
      'bad-request',
      `Type at least ${minimum} characters to search the ${known} table.`,
      { code: 'lookup.searchTermTooShort' },
    );
  }
  return searchLookup(known, searchTerm, limit ?? DEFAULT_LOOKUP_LIMIT);
}

/** The entry of a lookup table with this code; 404 for an unknown table or code. */
export function lookupEntry(table: string, code: string): LookupEntry {
  const entry = findLookup(lookupTable(table), code);
  if (!entry) throw notFound('Lookup entry');
  return entry;
}

/** Searches UK addresses; any other country is refused. */
export async function searchAddresses(
  context: PlatformContext,
  query: { text?: string; container?: string; countries?: string; limit?: number },
): Promise<AddressSearchResult[]> {
  const countries = (query.countries ?? 'GB')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (countries.length === 0 || countries.some((code) => !UK_COUNTRY_CODES.includes(code))) {
    throw new ApiError('bad-request', 'Only UK addresses can be looked up.', {
      code: 'address.countryNotSupported',
    });
  }
  if (query.text === undefined && query.container === undefined) {
    throw new ApiError('bad-request', 'Send the text to search for, or a container to open.');
  }
  return context.integrations.addresses.search(query.text ?? '', {
    ...(query.container ? { container: query.container } : {}),
    ...(query.limit ? { limit: query.limit } : {}),
  });
}
