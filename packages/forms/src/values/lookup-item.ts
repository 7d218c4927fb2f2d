/** One entry of a lookup table (occupations, industries, offences, retailers): its code and name. */
export interface LookupItem {
  /** The code stored with the answer. */
  code: string;
  /** The name shown. */
  name: string;
}
