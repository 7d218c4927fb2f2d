export type { EmailProblem, EmailRule, EmailRuleProblem } from './email';
export {
  checkEmail,
  checkEmailWith,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMAIL_PROBLEMS,
  EMAIL_RULE_PROBLEMS,
  isValidEmail,
  isValidEmailWith,
  normaliseEmail,
} from './email';
export {
  isPaymentTokenExpired,
  isValidPaymentToken,
  normalisePaymentToken,
  PAYMENT_TOKEN_PATTERN,
  PAYMENT_TOKEN_VALIDITY_MINUTES,
} from './payment-token';
export type { NamePartProblem, PersonName } from './person-name';
export {
  checkNamePart,
  initials,
  isValidNamePart,
  isValidPersonName,
  MISSING_INITIAL,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PART_PROBLEMS,
  normaliseNamePart,
  normalisePersonName,
} from './person-name';
export { isValidUkPhone, normaliseUkPhone, UK_COUNTRY_CODE, UK_PHONE_PATTERN } from './phone';
export {
  isValidUkPostcode,
  normalisePostcode,
  POSTCODE_INWARD_LENGTH,
  POSTCODE_MAX_LENGTH,
  POSTCODE_MIN_LENGTH,
  UK_POSTCODE_PATTERN,
} from './postcode';
