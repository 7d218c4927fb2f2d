import type { Condition } from './conditions';
import type { INPUT_TYPE_CATALOGUE, InputType } from './input-types';
import type { RuleConfig } from './rule-config';
import type { RuleName } from './rule-names';

/** A choice of a radio, select or checkbox list: a value and the translation key of its label. */
export interface InputOption {
  /** The value stored when chosen. */
  value: string | number | boolean;
  /** Translation key of the label. */
  label: string;
  /** Translation key of a hint under the label. */
  hint?: string;
  /** Shown only when this condition holds. */
  conditional?: Condition;
}

/** Presentation and behaviour settings of an input (spec 002 §3 "Meta fields"). */
export interface InputMeta {
  /** Characters a text input accepts; others are blocked as typed. */
  mask?: string;
  /** The keyboard mobile browsers show. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search';
  /** Columns of radio and checkbox lists on desktop. */
  columns?: number;
  /** Accepted values (checkbox lists) or the value a checkbox stores. */
  values?: readonly (string | number | boolean)[];
  /** Value before the user answers. */
  defaultValue?: unknown;
  /** Options of a select computed by the platform (lookup tables, years). */
  selectValues?: 'vehicleYears' | 'paymentDays' | 'lookup';
  /** Items of a boolean list (declarations) as translation keys by value. */
  items?: readonly InputOption[];
  /** Date picker: first offered day is today plus this many days. */
  daysInFuture?: number;
  /**
   * Date picker: how many days it offers (30 by default). A page whose rule is narrower sets it
   * from the rule (the cancellation's deferral window), so only days the platform accepts show.
   */
  daysOffered?: number;
  /** Address: countries a search may return (GBR). */
  countries?: readonly string[];
  /** Address: a manual override form is offered. */
  overridable?: boolean;
  /** Question loop: the inputs of one item. */
  inputs?: readonly InputDefinition[];
  /**
   * Question loop: fields each item keeps besides its inputs' answers (the additional drivers'
   * profileCode, which their pages are addressed by); any other field of an item is refused.
   */
  itemFields?: readonly string[];
  /** Question loop: names of the item inputs shown in each item's summary line. */
  summary?: readonly string[];
  /** Formatting parameters (prefix such as '£', suffix, max value). */
  formatParams?: Record<string, string | number | boolean>;
  /** Lookup and data entry: the lookup table searched. */
  lookupTable?: string;
  /** Lookup and data entry: characters typed before a search starts. */
  minChars?: number;
  /** Year-month picker: months ahead of this month that may be chosen. */
  monthsAhead?: number;
  /** Year-month and vehicle years: the earliest year offered. */
  earliestYear?: number;
  /** Question loop: most items. */
  maxItems?: number;
}

/** What every input of a form has, whatever its type. */
interface InputDefinitionBase {
  /** Where the value lives in the form's values: a dot path ('vehicle.annualMileage'). */
  name: string;
  /** Translation key of the question. */
  label?: string;
  /** Translation key of the hint under the question. */
  hint?: string;
  /** Translation key of a help page opened in a modal. */
  help?: string;
  /** Presentation and behaviour settings. */
  meta?: InputMeta;
  /** Shown only while this holds; hidden inputs are dropped from values unless `preserve`. */
  conditional?: Condition;
  /** Read-only always (true) or while this holds. */
  readOnly?: boolean | Condition;
  /** Never shown (carries a value set by the platform). */
  hidden?: boolean;
  /** Keep the value when the input is hidden by its condition. */
  preserve?: boolean;
  /** The choices of a radio, select or checkbox list. */
  options?: readonly InputOption[];
}

/** The rules an input type takes: `required`, and those its catalogue entry lists. */
export type RuleNameOf<T extends InputType> =
  | 'required'
  | (typeof INPUT_TYPE_CATALOGUE)[T]['rules'][number];

/**
 * The validation an input of type T may carry: its own rules, every other rule `never`, so a rule
 * the type does not take is a compile error in the definition (checkFormDefinition refuses it at
 * run time too, for definitions that arrive as JSON).
 */
export type RuleConfigOf<T extends InputType> = Pick<RuleConfig, RuleNameOf<T>> & {
  [R in Exclude<RuleName, RuleNameOf<T>>]?: never;
};

/** One input of type T. */
export type InputDefinitionOf<T extends InputType> = InputDefinitionBase & {
  /** Which input renders it and which rules it may take. */
  type: T;
  /** Validation rules, by name: only those its type takes. */
  validation?: RuleConfigOf<T>;
};

/** One input of a form (spec 002 §3 "Form input definition"), of any input type. */
export type InputDefinition = { [T in InputType]: InputDefinitionOf<T> }[InputType];

/** A form: an id and its inputs in order. */
export interface FormDefinition {
  /** Stable id (the server validates by it: POST /form/validation/{id}). */
  id: string;
  /** Translation key of the form's title. */
  title?: string;
  /** Translation key of its description. */
  description?: string;
  /** The inputs in display order. */
  inputs: readonly InputDefinition[];
  /**
   * The answers of other forms its rules and conditions read, as paths (a section's carried date
   * of birth): a save that changes one of them validates this form again, and only then.
   * @default []
   */
  reads?: readonly string[];
  /** Translation key of the submit button. */
  submitLabel?: string;
}
