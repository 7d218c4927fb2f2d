export type { DateOfBirthInputProps } from './DateOfBirthInput';
export { DateOfBirthInput } from './DateOfBirthInput';
export type { DateOfBirthPart } from './date-of-birth-entry';
export {
  DATE_OF_BIRTH_PARTS,
  DAY_MONTH_MAX_DIGITS,
  enterDateOfBirthPart,
  nextDateOfBirthPart,
  PART_MAX_DIGITS,
  withDateOfBirthPart,
  YEAR_MAX_DIGITS,
} from './date-of-birth-entry';
