import { isValidUkPostcode, normalisePostcode } from '@brand/domain';
import type { AddressSearchResult } from './address-lookup';
import type { ShippedAddress } from './shipped-addresses';

/** Results a search gives when the caller sets no limit. */
export const DEFAULT_ADDRESS_LIMIT = 10;
/** Most results a search gives, whatever the caller asks. */
export const MAX_ADDRESS_LIMIT = 50;

/** Container ids: a postcode ('pc:OX4 6NL') or a street within a district ('st:OX4|Cowley Road'). */
const POSTCODE_CONTAINER = 'pc:';
const STREET_CONTAINER = 'st:';

// Outward code and, optionally, the start of the inward code: what someone typing a postcode has.
const PARTIAL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?(?: ?\d[A-Z]{0,2})?$/;

type Posting = readonly number[];

function compact(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The words a query or an address is matched on: lower case, letters and digits only. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
}

function streetKey(entry: ShippedAddress): string {
  return `${entry.district}|${entry.street}`;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// Index of the first item of a sorted list not below `prefix`.
function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

// SW1A 1AA is one address: "1 addresses" would read as a fault.
function addressCount(count: number): string {
  return count === 1 ? '1 address' : `${count} addresses`;
}

function intersect(a: Posting, b: ReadonlySet<number>): number[] {
  return a.filter((value) => b.has(value));
}

/**
 * The shipped addresses indexed once for fast search: by postcode, by street within a district,
 * and by word (a sorted word list finds every word starting with what was typed).
 */
export class AddressIndex {
  private readonly byId = new Map<string, ShippedAddress>();
  private readonly byPostcode = new Map<string, number[]>();
  private readonly byStreet = new Map<string, number[]>();
  private readonly byWord = new Map<string, number[]>();
  private readonly words: string[];
  private readonly postcodes: string[];

  constructor(private readonly entries: readonly ShippedAddress[]) {
    entries.forEach((entry, position) => {
      const { address } = entry;
      this.byId.set(entry.id, entry);
      push(this.byPostcode, compact(address.postalCode), position);
      push(this.byStreet, streetKey(entry), position);
      const text = [address.line1, address.line2, address.line3, address.city, address.postalCode];
      for (const word of new Set(wordsOf(text.join(' ')))) push(this.byWord, word, position);
    });
    this.words = [...this.byWord.keys()].sort();
    this.postcodes = [...this.byPostcode.keys()].sort();
  }

  get size(): number {
    return this.entries.length;
  }

  byAddressId(id: string): ShippedAddress | undefined {
    return this.byId.get(id);
  }

  /** Searches as described on AddressLookup.search; `limit` is clamped to 1..MAX_ADDRESS_LIMIT. */
  search(
    text: string,
    options: { container?: string; limit?: number } = {},
  ): AddressSearchResult[] {
    const container = options.container?.trim();
    // Opening a container lists what is in it: up to the maximum unless the caller asks for fewer.
    const wanted = options.limit ?? (container ? MAX_ADDRESS_LIMIT : DEFAULT_ADDRESS_LIMIT);
    const limit = Math.min(MAX_ADDRESS_LIMIT, Math.max(1, Math.floor(wanted)));
    const query = text.trim();
    if (container) return this.inContainer(container, query).slice(0, limit);
    if (query === '') return [];
    const postcode = compact(query);
    if (isValidUkPostcode(postcode) && this.byPostcode.has(postcode)) {
      const positions = this.byPostcode.get(postcode) ?? [];
      return [this.postcodeResult(postcode), ...positions.map((p) => this.addressResult(p))].slice(
        0,
        limit,
      );
    }
    if (PARTIAL_POSTCODE.test(query.toUpperCase())) {
      const containers = this.postcodesStartingWith(postcode, limit);
      if (containers.length > 0) return containers;
    }
    return this.byWords(query, limit);
  }

  private inContainer(container: string, query: string): AddressSearchResult[] {
    let positions: Posting = [];
    if (container.startsWith(POSTCODE_CONTAINER)) {
      positions = this.byPostcode.get(compact(container.slice(POSTCODE_CONTAINER.length))) ?? [];
    } else if (container.startsWith(STREET_CONTAINER)) {
      positions = this.byStreet.get(container.slice(STREET_CONTAINER.length)) ?? [];
    }
    // Text typed with a container narrows it (a house number within a street).
    const matches = query === '' ? positions : intersect(positions, new Set(this.matching(query)));
    return matches.map((position) => this.addressResult(position));
  }

  private postcodesStartingWith(prefix: string, limit: number): AddressSearchResult[] {
    const results: AddressSearchResult[] = [];
    for (let i = lowerBound(this.postcodes, prefix); i < this.postcodes.length; i += 1) {
      const postcode = this.postcodes[i] as string;
      if (!postcode.startsWith(prefix) || results.length === limit) break;
      results.push(this.postcodeResult(postcode));
    }
    return results;
  }

  // Positions of the addresses having, for every word typed, a word that starts with it. A number
  // typed before other words is a house or flat number and must match exactly.
  private matching(query: string): number[] {
    const typed = wordsOf(query);
    if (typed.length === 0) return [];
    const postings = typed.map((word, index) =>
      /^\d+$/.test(word) && index < typed.length - 1
        ? (this.byWord.get(word) ?? [])
        : this.withPrefix(word),
    );
    postings.sort((a, b) => a.length - b.length);
    let result: number[] = [...(postings[0] ?? [])];
    for (const posting of postings.slice(1)) {
      if (result.length === 0) break;
      result = intersect(result, new Set(posting));
    }
    return result.sort((a, b) => a - b);
  }

  private withPrefix(prefix: string): Posting {
    const start = lowerBound(this.words, prefix);
    const first = this.words[start];
    if (first === undefined || !first.startsWith(prefix)) return [];
    const exact = this.byWord.get(prefix);
    const next = this.words[start + 1];
    // Most words typed in full are nobody's prefix: skip the merge.
    if (exact && (next === undefined || !next.startsWith(prefix))) return exact;
    const positions = new Set<number>();
    for (let i = start; i < this.words.length; i += 1) {
      const word = this.words[i] as string;
      if (!word.startsWith(prefix)) break;
      for (const position of this.byWord.get(word) ?? []) positions.add(position);
    }
    return [...positions];
  }

  // Few matches come back as addresses; many are grouped into their streets, as a provider does.
  private byWords(query: string, limit: number): AddressSearchResult[] {
    const positions = this.matching(query);
    if (positions.length <= limit) return positions.map((p) => this.addressResult(p));
    const streets = new Map<string, number>();
    for (const position of positions) {
      const key = streetKey(this.entries[position] as ShippedAddress);
      streets.set(key, (streets.get(key) ?? 0) + 1);
      if (streets.size > limit) break;
    }
    return [...streets.keys()].slice(0, limit).map((key) => this.streetResult(key));
  }

  private addressResult(position: number): AddressSearchResult {
    const { id, address } = this.entries[position] as ShippedAddress;
    const lines = [address.line1, address.line2, address.line3].filter(Boolean).join(', ');
    return {
      id,
      text: lines,
      description: `${address.city}, ${address.postalCode}`,
      type: 'Address',
    };
  }

  private postcodeResult(compactPostcode: string): AddressSearchResult {
    const positions = this.byPostcode.get(compactPostcode) ?? [];
    const postcode = normalisePostcode(compactPostcode);
    return {
      id: `${POSTCODE_CONTAINER}${postcode}`,
      text: postcode,
      description: addressCount(positions.length),
      type: 'Postcode',
    };
  }

  private streetResult(key: string): AddressSearchResult {
    const positions = this.byStreet.get(key) ?? [];
    const first = this.entries[positions[0] as number] as ShippedAddress;
    return {
      id: `${STREET_CONTAINER}${key}`,
      text: first.street,
      description: `${first.address.city}, ${first.district} - ${addressCount(positions.length)}`,
      type: 'Street',
    };
  }
}
