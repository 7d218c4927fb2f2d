import { pick, randomInt, seededRandom, seedOf } from '../../shared/seeded-random';
import type { Address } from './address-lookup';
import { NAMED_POSTCODES } from './named-postcodes';
import { COMMON_STREET_NAMES } from './street-names';
import { UK_TOWNS } from './uk-towns';

/** A full shipped address: every line present ('' when empty), as a provider's Retrieve gives. */
export type FullAddress = Address &
  Required<Pick<Address, 'line1' | 'line2' | 'line3' | 'city' | 'postalCode' | 'label'>>;

/** One shipped address with what the index groups it by. */
export type ShippedAddress = {
  /** Stable: the postcode without its space and the address's place within it ('OX46NL-3'). */
  readonly id: string;
  readonly district: string;
  readonly street: string;
  readonly address: FullAddress;
};

/** Postcode units generated per district. */
export const UNITS_PER_DISTRICT = 6;
// Royal Mail's inward unit letters: never C, I, K, M, O or V.
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
// About one postcode in five is a converted house or block of flats.
const FLATS_SHARE = 0.2;

type Unit = { postcode: string; street: string; lines: Array<[string, string]> };

function inwardCode(random: () => number): string {
  const sector = randomInt(random, 1, 9);
  return `${sector}${pick(random, [...INWARD_LETTERS])}${pick(random, [...INWARD_LETTERS])}`;
}

// The first and second lines of each address of a unit: odd or even numbers up one side of the
// street, or the flats of one building.
function unitLines(random: () => number, street: string): Array<[string, string]> {
  const count = randomInt(random, 4, 9);
  if (random() < FLATS_SHARE) {
    const building = randomInt(random, 1, 180);
    return Array.from({ length: count }, (_, i) => [`Flat ${i + 1}`, `${building} ${street}`]);
  }
  const first = randomInt(random, 1, 120);
  return Array.from({ length: count }, (_, i) => [`${first + 2 * i} ${street}`, '']);
}

function districtUnits(district: string, streets: readonly string[], taken: Set<string>): Unit[] {
  const random = seededRandom(seedOf(district));
  const pool = COMMON_STREET_NAMES;
  const units: Unit[] = [];
  const usedStreets = new Set<string>();
  while (units.length < UNITS_PER_DISTRICT) {
    // The district's own streets first, then common ones, no street twice in a district.
    const street =
      units.length < streets.length ? (streets[units.length] as string) : pick(random, pool);
    const postcode = `${district} ${inwardCode(random)}`;
    if (usedStreets.has(street) || taken.has(postcode)) continue;
    usedStreets.add(street);
    taken.add(postcode);
    units.push({ postcode, street, lines: unitLines(random, street) });
  }
  return units;
}

function fullAddress(
  [line1, building]: [string, string],
  locality: string,
  city: string,
  postalCode: string,
): FullAddress {
  const [line2, line3] = building ? [building, locality] : [locality, ''];
  const label = [line1, line2, line3, city, postalCode].filter(Boolean).join(', ');
  return {
    line1,
    line2,
    line3,
    city,
    postalCode,
    countryName: 'United Kingdom',
    countryIso2: 'GB',
    countryIso3: 'GBR',
    label,
  };
}

/** Every shipped address, ordered by postcode and then along the street. */
export function generateAddresses(): ShippedAddress[] {
  // The named postcodes are kept from the generator so each stays one town on one street.
  const taken = new Set<string>(NAMED_POSTCODES.map((named) => named.postcode));
  const addresses: ShippedAddress[] = NAMED_POSTCODES.flatMap((named) =>
    named.lines.map((lines, index) => ({
      id: `${named.postcode.replace(' ', '')}-${index + 1}`,
      district: named.postcode.split(' ')[0] as string,
      street: named.street,
      address: fullAddress([lines[0], lines[1]], named.locality, named.town, named.postcode),
    })),
  );
  for (const [city, districts, streets = []] of UK_TOWNS) {
    districts.forEach((entry, position) => {
      const [district, ...locality] = entry.split(' ') as [string, ...string[]];
      // The town's own streets are shared out among its districts, one district each.
      const own = streets.filter((_, index) => index % districts.length === position);
      for (const unit of districtUnits(district, own, taken)) {
        unit.lines.forEach((lines, index) => {
          addresses.push({
            id: `${unit.postcode.replace(' ', '')}-${index + 1}`,
            district,
            street: unit.street,
            address: fullAddress(lines, locality.join(' '), city, unit.postcode),
          });
        });
      }
    });
  }
  return addresses.sort(
    (a, b) =>
      a.address.postalCode.localeCompare(b.address.postalCode) ||
      Number(a.id.split('-')[1]) - Number(b.id.split('-')[1]),
  );
}
