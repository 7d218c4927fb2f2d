import { isValidVrn, normaliseVrn } from '@brand/domain';
import { expandRange, SHIPPED_MAKE } from './mini-vehicles';
import { registrationYear } from './registration-year';
import { stableHash } from './stable-hash';
import type { VehicleFilter, VehicleLookup, VehicleSpecification } from './vehicle-lookup';

/**
 * Registrations pinned to the deliberately flagged imports (no insurance group), so the
 * "couldn't determine the insurance group" referral can be reached by registration too.
 */
export const PINNED_REGISTRATIONS: Readonly<Record<string, string>> = {
  KU05JDM: 'MINI-R53-CSJP-STD-A-2005',
  LH13GPX: 'MINI-R56-JCWGPEU-STD-M-2013',
};

type ShippedIndex = {
  all: readonly VehicleSpecification[];
  byCode: ReadonlyMap<string, VehicleSpecification>;
  byYear: ReadonlyMap<number, readonly VehicleSpecification[]>;
  /** Per year, the vehicles a registration can map to: the UK-supplied ones. */
  registrable: ReadonlyMap<number, readonly VehicleSpecification[]>;
  years: readonly number[];
};

let shipped: ShippedIndex | undefined;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// Built once per process, on first use: every app instance (and test) shares the same read-only data.
function shippedIndex(): ShippedIndex {
  if (shipped) return shipped;
  const all = expandRange();
  const byYear = new Map<number, VehicleSpecification[]>();
  const registrable = new Map<number, VehicleSpecification[]>();
  for (const vehicle of all) {
    const year = vehicle.year as number;
    push(byYear, year, vehicle);
    if (!vehicle.imported) push(registrable, year, vehicle);
  }
  shipped = {
    all,
    byCode: new Map(all.map((vehicle) => [vehicle.vehicleCode as string, vehicle])),
    byYear,
    registrable,
    years: [...registrable.keys()].sort((a, b) => a - b),
  };
  return shipped;
}

function sameText(a: string | undefined, b: string): boolean {
  return (a ?? '').localeCompare(b, 'en-GB', { sensitivity: 'base' }) === 0;
}

// Callers get copies: the shipped records are shared by every request.
function copy(vehicle: VehicleSpecification | undefined): VehicleSpecification | null {
  return vehicle ? { ...vehicle } : null;
}

/**
 * The vehicle a valid registration stands for: the pinned one, else one of the year its age
 * identifier dates it to (a year without one, or out of range, is picked by hash), chosen by a
 * stable hash of the normalised registration. Null for an invalid registration.
 */
function vehicleForRegistration(index: ShippedIndex, vrn: string): VehicleSpecification | null {
  if (!isValidVrn(vrn)) return null;
  const value = normaliseVrn(vrn);
  const pinned = PINNED_REGISTRATIONS[value];
  if (pinned) return copy(index.byCode.get(pinned));
  const dated = registrationYear(value);
  const year =
    dated !== null && index.registrable.has(dated)
      ? dated
      : (index.years[stableHash(`year:${value}`) % index.years.length] as number);
  const candidates = index.registrable.get(year) ?? [];
  return copy(candidates[stableHash(value) % candidates.length]);
}

/** The embedded vehicle lookup: the shipped MINI range from 2001 (see mini-range.ts). */
export function createShippedVehicleLookup(): VehicleLookup {
  const index = shippedIndex();
  const ofYear = (year: number) => index.byYear.get(year) ?? [];
  return {
    async byRegistration(vrn) {
      return vehicleForRegistration(index, vrn);
    },
    async makes(year) {
      return ofYear(year).length > 0 ? [SHIPPED_MAKE] : [];
    },
    async models(year, make) {
      if (!sameText(make, SHIPPED_MAKE)) return [];
      const models = new Set(ofYear(year).map((vehicle) => vehicle.model as string));
      return [...models].sort((a, b) => a.localeCompare(b, 'en-GB'));
    },
    async vehicles({ year, make, model }: VehicleFilter) {
      return ofYear(year)
        .filter((vehicle) => sameText(vehicle.make, make) && sameText(vehicle.model, model))
        .map((vehicle) => ({ ...vehicle }));
    },
    async byCode(vehicleCode) {
      return copy(index.byCode.get(vehicleCode.trim().toUpperCase()));
    },
  };
}
