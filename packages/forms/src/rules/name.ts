import { checkNamePart, NAME_MAX_LENGTH, NAME_MIN_LENGTH, normaliseNamePart } from '@brand/domain';
import { isBlank } from '../values/blank';
import { isRecord } from '../values/form-values';
import { fail, INVALID_KEY, messageKey, type Rule } from './rule';

const PARTS = ['firstName', 'lastName'] as const;

/** First and last name: allowed characters (domain rule), each `min` to `max` characters (2 to 30). */
export const name: Rule<'name'> = {
  keys: [
    INVALID_KEY,
    ...['invalidCharacters', 'tooShort', 'tooLong'].map((r) => messageKey('name', r)),
  ],
  check(value, { min = NAME_MIN_LENGTH, max = NAME_MAX_LENGTH }) {
    if (!isRecord(value)) return fail(INVALID_KEY);
    for (const part of PARTS.map((key) => value[key])) {
      // A missing part is `required`'s to report.
      if (isBlank(part)) continue;
      if (checkNamePart(part) === 'invalidCharacters') {
        return fail(messageKey('name', 'invalidCharacters'));
      }
      // The domain's limits are the defaults; a form may configure others, counted the same way.
      const length = Array.from(normaliseNamePart(part as string)).length;
      if (length < min) return fail(messageKey('name', 'tooShort'), { min, max });
      if (length > max) return fail(messageKey('name', 'tooLong'), { min, max });
    }
    return null;
  },
};
