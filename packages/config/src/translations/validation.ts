import { ConfigurationError } from '@brand/domain';
import {
  FORM_INPUT_MESSAGES_EN_GB,
  MACHINE_MESSAGES_EN_GB,
  VALIDATION_MESSAGES_EN_GB,
} from '@brand/forms';

/** The prefix every validation message key of @brand/forms starts with. */
export const VALIDATION_KEY_PREFIX = 'validation.';

/**
 * Flat message keys ('validation.onlyAccept.eligibility') as an object to mount under the prefix's
 * first segment. The rest of each key stays one flat property: i18next finds 'onlyAccept' and
 * 'onlyAccept.eligibility' side by side, which nesting could not hold (a string has no children).
 * Throws ConfigurationError for a key outside the prefix, which would be unreachable there.
 */
export function withoutKeyPrefix(
  messages: Readonly<Record<string, string>>,
  prefix: string,
): Readonly<Record<string, string>> {
  const mounted: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (!key.startsWith(prefix)) {
      throw new ConfigurationError(`Message key ${key} does not start with ${prefix}`);
    }
    mounted[key.slice(prefix.length)] = text;
  }
  return mounted;
}

/** The validation messages of @brand/forms, mounted at `validation.` of the common set (i18next keys unchanged). */
export const VALIDATION_TRANSLATIONS = withoutKeyPrefix(
  VALIDATION_MESSAGES_EN_GB,
  VALIDATION_KEY_PREFIX,
);

/**
 * The form inputs' own texts (buttons, part labels, lookups, vehicle and address steps) of
 * @brand/forms, mounted at `forms.` of the common set beside the brand's question texts.
 */
export const FORM_INPUT_TRANSLATIONS = withoutKeyPrefix(
  { ...FORM_INPUT_MESSAGES_EN_GB, ...MACHINE_MESSAGES_EN_GB },
  'forms.',
);
