// The date-of-birth keystroke rules live in @brand/domain, beside dateOfBirthFromParts, so the
// ui input and this machine share one implementation.
export type { DateOfBirthPart } from '@brand/domain';
export {
  DATE_OF_BIRTH_PARTS,
  enterDateOfBirthPart,
  nextDateOfBirthPart,
  withDateOfBirthPart,
} from '@brand/domain';
