import { isNcdConsistentWithAge, MIN_DRIVING_AGE_FOR_NCD } from '@brand/domain';
import { readDay, readNumber } from './readers';
import { fail, INVALID_NUMBER_KEY, messageKey, type Rule } from './rule';

/** No-claims years the driver's age allows: age minus NCD at least 16 (domain rule). */
export const ncdConsistentWithAge: Rule<'ncdConsistentWithAge'> = {
  keys: [INVALID_NUMBER_KEY, messageKey('ncdConsistentWithAge')],
  check(value, { dateOfBirthField }, { answerOf, today }) {
    const years = readNumber(value);
    if (years === null) return fail(INVALID_NUMBER_KEY);
    const dateOfBirth = readDay(answerOf(dateOfBirthField));
    // Without a readable date of birth there is nothing to compare; that input shows its own error.
    if (!dateOfBirth) return null;
    return isNcdConsistentWithAge(years, dateOfBirth, today)
      ? null
      : fail(messageKey('ncdConsistentWithAge'), { age: MIN_DRIVING_AGE_FOR_NCD });
  },
};
