/**
 * Postcodes the product itself names, shipped as they are rather than left to the generator: the
 * demo policyholder's (OX4 1HP, typed by whoever tries the demo) and the example in the postcode
 * message (SW1A 1AA, which people copy). A customer who types what we told them must find it.
 * `named-postcodes.test.ts` reads every postcode from the demo data and the message texts, so a
 * new one named there fails until it is added here.
 */
export type NamedPostcode = {
  readonly postcode: string;
  readonly town: string;
  /** The street the unit is on; the id and search group the addresses by it. */
  readonly street: string;
  /** Each address's first and second lines ('' when there is no second line). */
  readonly lines: ReadonlyArray<readonly [string, string]>;
  /** The third line: the district's locality, or ''. */
  readonly locality: string;
};

/** Odd house numbers up one side of a street, starting at 1. */
function oddNumbers(street: string, count: number): Array<readonly [string, string]> {
  return Array.from({ length: count }, (_, i) => [`${2 * i + 1} ${street}`, ''] as const);
}

export const NAMED_POSTCODES: readonly NamedPostcode[] = [
  // The demo policyholder lives at 1 Cowley Road (demo-disclosure.ts).
  {
    postcode: 'OX4 1HP',
    town: 'Oxford',
    street: 'Cowley Road',
    locality: 'Cowley',
    lines: oddNumbers('Cowley Road', 8),
  },
  // The postcode message's example: one address, as Royal Mail has it.
  {
    postcode: 'SW1A 1AA',
    town: 'London',
    street: 'The Mall',
    locality: '',
    lines: [['Buckingham Palace', '']],
  },
];
