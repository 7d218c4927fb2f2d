/** One row of a lookup table, as GET /lookup/data/{table} returns it (the data-entry value shape). */
export interface LookupEntry {
  /** The stored code: an occupation or industry code, a DVLA offence code, a retailer number. */
  readonly code: string;
  /** What the customer reads and searches. */
  readonly name: string;
}

/** A retailer: a lookup entry whose code is the five-digit retailer number, with where it is. */
export interface RetailerEntry extends LookupEntry {
  /** Post town the retailer trades in. */
  readonly town: string;
  /** Postcode of the showroom. */
  readonly postcode: string;
}
