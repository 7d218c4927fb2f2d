/** One result of an address search (spec 002 §3 "Address search result"). */
export interface AddressSearchResult {
  /** Id passed to `getAddress` (or, for a container such as a street, to search within). */
  id: string;
  /** The result's main line. */
  text: string;
  /** The rest of the result (town and postcode). */
  description: string;
  /** 'Address' for a single address; anything else is a container searched again by its text. */
  type: string;
}

/** A postal address (spec 002 §3 "Address"); line1 is required. */
export interface Address {
  company?: string;
  department?: string;
  line1: string;
  line2?: string;
  line3?: string;
  line4?: string;
  line5?: string;
  city?: string;
  postalCode?: string;
  countryName?: string;
  countryIso2?: string;
  countryIso3?: string;
  /** The address on one line, as confirmed. */
  label?: string;
}
