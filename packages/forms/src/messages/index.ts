export type { FormInputMessageKey } from './input-messages';
export { FORM_INPUT_MESSAGES_EN_GB } from './input-messages';
export type { Translate, TranslateParams } from './interpolate';
export { interpolate } from './interpolate';
export type { ValidationMessageKey } from './validation-messages';
export { ERROR_SUMMARY_MESSAGE_KEY, VALIDATION_MESSAGES_EN_GB } from './validation-messages';
