import type { FieldError, FieldErrors } from '@brand/forms';
import {
  FORM_INPUT_MESSAGES_EN_GB,
  interpolate,
  MACHINE_MESSAGES_EN_GB,
  type Translate,
  VALIDATION_MESSAGES_EN_GB,
} from '@brand/forms';

export type { Translate, TranslateParams } from '@brand/forms';
export { interpolate } from '@brand/forms';

const EN_GB: Readonly<Record<string, string>> = {
  ...FORM_INPUT_MESSAGES_EN_GB,
  ...MACHINE_MESSAGES_EN_GB,
  ...VALIDATION_MESSAGES_EN_GB,
};

/** The translation used when the app gives none: the en-GB messages (validation, machines, these bindings), else the key itself. */
export const defaultTranslate: Translate = (key, params) =>
  interpolate(Object.hasOwn(EN_GB, key) ? (EN_GB[key] as string) : key, params);

/** A field error as the user reads it. */
export function translateError(error: FieldError, t: Translate): string {
  return t(error.key, error.params);
}

/** Every field error as the user reads it, by input name. */
export function translateErrors(errors: FieldErrors, t: Translate): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, translateError(error, t)]),
  );
}
