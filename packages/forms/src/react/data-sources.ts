/** One entry of a lookup table (occupations, industries, offences, retailers): its code and name. */
export interface LookupItem {
  /** The code stored with the answer. */
  code: string;
  /** The name shown. */
  name: string;
}

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

/** A vehicle's specification (spec 002 §3 "Vehicle"); confirming a vehicle needs its vehicleCode. */
export interface VehicleSpecification {
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
  primaryFuel?: string;
  secondaryFuel?: string;
  electricVehicleType?: string;
  bodyStyle?: string;
  transmission?: string;
  driveTrain?: string;
  engineCapacity?: number;
  engineLabel?: string;
  enginePower?: number;
  numberOfSeats?: number;
  rangeStartYear?: number;
  rangeEndYear?: number;
  startDate?: string;
  endDate?: string;
  aspirationType?: string;
  imported?: boolean;
  grossWeight?: number;
  vehicleCode?: string;
}

/** The value of the vehicle inputs: the registration, whether it was found by it, and the specification. */
export interface VehicleValue {
  /** The registration as displayed ('AB12 CDE'), or null when not known. */
  vrn: string | null;
  /** True when the specification came from a registration lookup. */
  regLookup: boolean;
  /** What the vehicle is. */
  specification: VehicleSpecification;
}

/**
 * Where the inputs that search get their data. Injected, so one form runs against the platform's
 * API, a test double or Storybook's sample data (`createInMemoryDataSources`).
 */
export interface FormDataSources {
  /** Entries of a lookup table matching the typed term (callers only search from the minimum characters). */
  searchLookup(table: string, term: string): Promise<LookupItem[]>;
  /** The entry of a lookup table with this code, or null. */
  findLookup(table: string, code: string): Promise<LookupItem | null>;
  /** Addresses matching the typed text. */
  searchAddresses(text: string): Promise<AddressSearchResult[]>;
  /** The full address of a search result. */
  getAddress(id: string): Promise<Address>;
  /** The specification of the vehicle with this registration, or null when none is found. */
  vehicleByVrn(vrn: string): Promise<VehicleSpecification | null>;
  /** The makes built in a year. */
  vehicleMakes(year: number): Promise<string[]>;
  /** The models of a make built in a year. */
  vehicleModels(year: number, make: string): Promise<string[]>;
  /** The specifications (trims, engines) of a model built in a year. */
  vehicles(query: { year: number; make: string; model: string }): Promise<VehicleSpecification[]>;
  /** Every entry of a small lookup table, for selects whose `meta.selectValues` is 'lookup'. */
  listLookup?(table: string): Promise<LookupItem[]>;
  /** Checks a data-entry code (a retailer number): the entry, or null. @default findLookup */
  dataEntryCheck?(table: string, text: string): Promise<LookupItem | null>;
}
