import type { Address, AddressSearchResult } from '@brand/forms';

export type { Address, AddressSearchResult };

/** Searches UK addresses (GBR only) and reads one in full (spec 002 §7 Lookups). */
export interface AddressLookup {
  /**
   * Addresses (type 'Address') and containers (a postcode or street, type 'Postcode' or 'Street')
   * matching `text`; `container` searches within a container result's id.
   */
  search(
    text: string,
    options?: { container?: string; limit?: number },
  ): Promise<AddressSearchResult[]>;
  /** The full address with this id, or null when there is none. */
  byId(id: string): Promise<Address | null>;
}
