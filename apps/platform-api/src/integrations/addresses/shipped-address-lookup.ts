import { AddressIndex } from './address-index';
import type { AddressLookup } from './address-lookup';
import { generateAddresses } from './shipped-addresses';

let shipped: AddressIndex | undefined;

// Built once per process, on first use: every app instance (and test) shares the read-only index.
function shippedIndex(): AddressIndex {
  shipped ??= new AddressIndex(generateAddresses());
  return shipped;
}

/** The embedded address lookup: a few thousand generated UK addresses (see uk-towns.ts). */
export function createShippedAddressLookup(): AddressLookup {
  const index = shippedIndex();
  return {
    async search(text, options = {}) {
      return index.search(text, options);
    },
    async byId(id) {
      const entry = index.byAddressId(id.trim());
      return entry ? { ...entry.address } : null;
    },
  };
}
