/**
 * What an answer may be, as data: each input type's catalogue entry names one of these. The rules
 * judge what an answer means (a real postcode, an offered option); the shape bounds what it is
 * (known fields only, text of bounded length, the right types), so an answer can never carry
 * anything else into a policy, whatever path it arrives under.
 */
export type ValueShape =
  /** Text of at most `maxLength` characters. */
  | { readonly kind: 'text'; readonly maxLength: number }
  /** A number, or text of one (radios and selects may store '3'): the rules read either. */
  | { readonly kind: 'number' }
  /** true or false. */
  | { readonly kind: 'boolean' }
  /** One value: an option's (text, number or boolean) or a typed one. */
  | { readonly kind: 'choice' }
  /**
   * An object of these fields only. `hostsAnswers`: other inputs' answers nest under it (the
   * vehicle holds 'vehicle.usage'); their own inputs judge them, so other keys are left to them.
   */
  | {
      readonly kind: 'record';
      readonly fields: Readonly<Record<string, ValueShape>>;
      readonly hostsAnswers?: boolean;
    }
  /** A list of at most `maxItems` values of one shape. */
  | { readonly kind: 'list'; readonly of: ValueShape; readonly maxItems: number }
  /** One of several shapes. */
  | { readonly kind: 'either'; readonly shapes: readonly ValueShape[] }
  /** A question loop's { answer, items }: each item holds the loop's item inputs' answers. */
  | { readonly kind: 'loop' }
  /** A boolean list's answers: true or false by the value of each of `meta.items`. */
  | { readonly kind: 'flags' };

/**
 * Free text an answer may hold (an order number, an email address, a typed date, a cancellation's
 * reason in the customer's words: at most 500 characters by its own rule).
 */
export const ANSWER_TEXT_MAX_LENGTH = 1000;
/** A line of an address (Royal Mail lines are at most 80 characters). */
export const ADDRESS_LINE_MAX_LENGTH = 120;
/** The address on one line, as confirmed: its lines, town and postcode joined. */
export const ADDRESS_LABEL_MAX_LENGTH = 600;
/** A code: a lookup entry's, a vehicle's, a country's. */
export const CODE_MAX_LENGTH = 80;
/** A part of a name (the name rule allows fewer; this bounds what it is given). */
export const NAME_PART_MAX_LENGTH = 100;
/** A word of a vehicle's specification (make, model, trim, fuel). */
export const SPECIFICATION_TEXT_MAX_LENGTH = 120;
/** Values of a list answer (a checkbox list's choices) or items of a loop without maxItems. */
export const LIST_MAX_ITEMS = 50;

const text = (maxLength: number): ValueShape => ({ kind: 'text', maxLength });
const NUMBER: ValueShape = { kind: 'number' };
const BOOLEAN: ValueShape = { kind: 'boolean' };
const CHOICE: ValueShape = { kind: 'choice' };
const record = (fields: Record<string, ValueShape>, hostsAnswers?: boolean): ValueShape =>
  hostsAnswers ? { kind: 'record', fields, hostsAnswers } : { kind: 'record', fields };

/** A single typed or chosen answer. */
export const ANSWER_TEXT = text(ANSWER_TEXT_MAX_LENGTH);

/** A postal address (spec 002 §3 "Address"), as the address search confirms or the override edits it. */
export const ADDRESS_VALUE = record({
  company: text(ADDRESS_LINE_MAX_LENGTH),
  department: text(ADDRESS_LINE_MAX_LENGTH),
  line1: text(ADDRESS_LINE_MAX_LENGTH),
  line2: text(ADDRESS_LINE_MAX_LENGTH),
  line3: text(ADDRESS_LINE_MAX_LENGTH),
  line4: text(ADDRESS_LINE_MAX_LENGTH),
  line5: text(ADDRESS_LINE_MAX_LENGTH),
  city: text(ADDRESS_LINE_MAX_LENGTH),
  postalCode: text(ADDRESS_LINE_MAX_LENGTH),
  countryName: text(ADDRESS_LINE_MAX_LENGTH),
  countryIso2: text(CODE_MAX_LENGTH),
  countryIso3: text(CODE_MAX_LENGTH),
  label: text(ADDRESS_LABEL_MAX_LENGTH),
});

const SPECIFICATION_TEXT = text(SPECIFICATION_TEXT_MAX_LENGTH);

/**
 * A vehicle's specification (spec 002 §3 "Vehicle") as the platform's lookups give it: the form's
 * fields plus what rating reads (insurance group, estimated value, steering) and the registration
 * a lookup by registration answers with.
 */
export const VEHICLE_SPECIFICATION_VALUE = record({
  year: NUMBER,
  make: SPECIFICATION_TEXT,
  model: SPECIFICATION_TEXT,
  trim: SPECIFICATION_TEXT,
  primaryFuel: SPECIFICATION_TEXT,
  secondaryFuel: SPECIFICATION_TEXT,
  electricVehicleType: SPECIFICATION_TEXT,
  bodyStyle: SPECIFICATION_TEXT,
  transmission: SPECIFICATION_TEXT,
  driveTrain: SPECIFICATION_TEXT,
  engineCapacity: NUMBER,
  engineLabel: SPECIFICATION_TEXT,
  enginePower: NUMBER,
  numberOfSeats: NUMBER,
  rangeStartYear: NUMBER,
  rangeEndYear: NUMBER,
  startDate: SPECIFICATION_TEXT,
  endDate: SPECIFICATION_TEXT,
  aspirationType: SPECIFICATION_TEXT,
  imported: BOOLEAN,
  grossWeight: NUMBER,
  vehicleCode: text(CODE_MAX_LENGTH),
  insuranceGroup: NUMBER,
  estimatedValue: NUMBER,
  steering: SPECIFICATION_TEXT,
  vrn: text(CODE_MAX_LENGTH),
});

/** The vehicle inputs' value: the registration, whether it was found by it, the specification. */
export const VEHICLE_VALUE = record(
  { vrn: text(CODE_MAX_LENGTH), regLookup: BOOLEAN, specification: VEHICLE_SPECIFICATION_VALUE },
  true,
);

/** A lookup table's entry as chosen (occupation, offence, retailer): its code and name. */
export const LOOKUP_ENTRY_VALUE = record({
  code: text(CODE_MAX_LENGTH),
  name: text(ANSWER_TEXT_MAX_LENGTH),
  town: text(ADDRESS_LINE_MAX_LENGTH),
  postcode: text(ADDRESS_LINE_MAX_LENGTH),
});

/** A person's name. */
export const NAME_VALUE = record({
  firstName: text(NAME_PART_MAX_LENGTH),
  lastName: text(NAME_PART_MAX_LENGTH),
});

/** A month: its year and its month (1 to 12, numbers or digits). */
export const YEAR_MONTH_VALUE = record({ year: NUMBER, month: NUMBER });

/** A checkbox list's chosen option values. */
export const CHOICE_LIST_VALUE: ValueShape = { kind: 'list', of: CHOICE, maxItems: LIST_MAX_ITEMS };

/** What a hidden input carries: an answer copied from elsewhere, or a list of them (file names). */
export const CARRIED_VALUE: ValueShape = { kind: 'either', shapes: [CHOICE, CHOICE_LIST_VALUE] };

export const TEXT_VALUE = ANSWER_TEXT;
export const NUMBER_VALUE = NUMBER;
export const BOOLEAN_VALUE = BOOLEAN;
export const CHOICE_VALUE = CHOICE;
export const LOOP_VALUE: ValueShape = { kind: 'loop' };
export const FLAGS_VALUE: ValueShape = { kind: 'flags' };
