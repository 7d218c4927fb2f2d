import type { RuleName } from './rule-names';

/** The shape of value an input type holds. */
export type InputValueShape = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any';

/**
 * Every input type the engine renders and validates: the shape of its value and the rules it may
 * be given besides `required` (spec 002 §5). The config check refuses a rule an input type does not
 * take. One table: the InputType union and the React registry both come from it.
 */
export const INPUT_TYPE_CATALOGUE = {
  address: { value: 'object', rules: ['postcode'] },
  checkbox: { value: 'boolean', rules: ['onlyAccept'] },
  checkboxEligibility: { value: 'boolean', rules: ['onlyAccept'] },
  checkboxPromotion: { value: 'boolean', rules: ['onlyAccept'] },
  checkboxList: { value: 'array', rules: ['onlyAccept'] },
  text: {
    value: 'string',
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
  radio: { value: 'any', rules: ['beforeOrEqualPlusYears', 'oneOf', 'ncdConsistentWithAge'] },
  numberText: { value: 'number', rules: ['greaterThanOrEqual', 'lessThanOrEqual', 'integer'] },
  phoneNumber: { value: 'string', rules: ['phone'] },
  singleSelect: { value: 'any', rules: ['oneOf'] },
  yearMonth: { value: 'object', rules: ['beforeOrEqualMonth', 'minYear'] },
  vehicleTabs: { value: 'object', rules: ['vehicleTabs'] },
  vehicleLookup: { value: 'object', rules: ['vehicleTabs'] },
  vehicleRegistration: { value: 'string', rules: ['vehicleRegistration'] },
  datePicker: { value: 'string', rules: ['afterOrEqual', 'beforeOrEqual', 'beforeOrEqualMonth'] },
  date: { value: 'string', rules: ['afterOrEqual', 'beforeOrEqual', 'sameAs'] },
  email: { value: 'string', rules: ['email'] },
  hidden: { value: 'any', rules: [] },
  questionLoop: { value: 'object', rules: ['maxItems'] },
  name: { value: 'object', rules: ['name'] },
  boolean: { value: 'boolean', rules: ['onlyAccept'] },
  booleanList: { value: 'object', rules: ['onlyAccept'] },
  cascading: { value: 'object', rules: ['vehicleTabs'] },
  lookup: { value: 'object', rules: [] },
  dataEntry: { value: 'object', rules: [] },
  dropDownSelect: { value: 'any', rules: ['oneOf'] },
} as const satisfies Record<string, { value: InputValueShape; rules: readonly RuleName[] }>;

/** An input type name. */
export type InputType = keyof typeof INPUT_TYPE_CATALOGUE;

/** Every input type, in catalogue order. */
export const INPUT_TYPES = Object.keys(INPUT_TYPE_CATALOGUE) as InputType[];

/** True for a known input type name. */
export function isInputType(value: unknown): value is InputType {
  return typeof value === 'string' && Object.hasOwn(INPUT_TYPE_CATALOGUE, value);
}
