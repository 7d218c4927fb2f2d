import type { RuleName } from './rule-names';
import {
  ADDRESS_VALUE,
  BOOLEAN_VALUE,
  CARRIED_VALUE,
  CHOICE_LIST_VALUE,
  CHOICE_VALUE,
  FLAGS_VALUE,
  LOOKUP_ENTRY_VALUE,
  LOOP_VALUE,
  NAME_VALUE,
  NUMBER_VALUE,
  TEXT_VALUE,
  type ValueShape,
  VEHICLE_VALUE,
  YEAR_MONTH_VALUE,
} from './value-shapes';

/** The shape of value an input type holds (value-shapes.ts). */
export type InputValueShape = ValueShape;

/**
 * Every input type the engine renders and validates: the shape of its value (checked whatever the
 * rules) and the rules it may be given besides `required` (spec 002 §5). The config check refuses a rule an input type does not
 * take. One table: the InputType union and the React registry both come from it.
 */
export const INPUT_TYPE_CATALOGUE = {
  address: { value: ADDRESS_VALUE, rules: ['postcode'] },
  checkbox: { value: CHOICE_VALUE, rules: ['onlyAccept'] },
  checkboxEligibility: { value: CHOICE_VALUE, rules: ['onlyAccept'] },
  checkboxPromotion: { value: CHOICE_VALUE, rules: ['onlyAccept'] },
  checkboxList: { value: CHOICE_LIST_VALUE, rules: ['onlyAccept'] },
  text: {
    value: TEXT_VALUE,
    rules: [
      'regExp',
      'minLength',
      'maxLength',
      'postcode',
      'retailerNumber',
      'orderNumber',
      'paymentToken',
    ],
  },
  radio: {
    value: CHOICE_VALUE,
    rules: ['beforeOrEqualPlusYears', 'oneOf', 'ncdConsistentWithAge'],
  },
  numberText: { value: NUMBER_VALUE, rules: ['greaterThanOrEqual', 'lessThanOrEqual', 'integer'] },
  phoneNumber: { value: TEXT_VALUE, rules: ['phone'] },
  singleSelect: { value: CHOICE_VALUE, rules: ['oneOf'] },
  yearMonth: { value: YEAR_MONTH_VALUE, rules: ['beforeOrEqualMonth', 'minYear'] },
  vehicleTabs: { value: VEHICLE_VALUE, rules: ['vehicleTabs'] },
  vehicleLookup: { value: VEHICLE_VALUE, rules: ['vehicleTabs'] },
  vehicleRegistration: { value: TEXT_VALUE, rules: ['vehicleRegistration'] },
  datePicker: { value: TEXT_VALUE, rules: ['afterOrEqual', 'beforeOrEqual', 'beforeOrEqualMonth'] },
  date: { value: TEXT_VALUE, rules: ['afterOrEqual', 'beforeOrEqual', 'sameAs'] },
  email: { value: TEXT_VALUE, rules: ['email'] },
  hidden: { value: CARRIED_VALUE, rules: [] },
  questionLoop: { value: LOOP_VALUE, rules: ['maxItems'] },
  name: { value: NAME_VALUE, rules: ['name'] },
  boolean: { value: BOOLEAN_VALUE, rules: ['onlyAccept'] },
  booleanList: { value: FLAGS_VALUE, rules: ['onlyAccept'] },
  cascading: { value: VEHICLE_VALUE, rules: ['vehicleTabs'] },
  lookup: { value: LOOKUP_ENTRY_VALUE, rules: [] },
  dataEntry: { value: LOOKUP_ENTRY_VALUE, rules: [] },
  dropDownSelect: { value: CHOICE_VALUE, rules: ['oneOf'] },
} as const satisfies Record<string, { value: InputValueShape; rules: readonly RuleName[] }>;

/** An input type name. */
export type InputType = keyof typeof INPUT_TYPE_CATALOGUE;

/** Every input type, in catalogue order. */
export const INPUT_TYPES = Object.keys(INPUT_TYPE_CATALOGUE) as InputType[];

/** True for a known input type name. */
export function isInputType(value: unknown): value is InputType {
  return typeof value === 'string' && Object.hasOwn(INPUT_TYPE_CATALOGUE, value);
}
