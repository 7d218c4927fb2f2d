import {
  DATE_PICKER_DAYS,
  HISTORY_LOOKBACK_YEARS,
  MAX_AGE_YEARS,
  MIN_LICENCE_AGE_YEARS,
} from '@brand/domain';
import type { RuleConfigOf } from '@brand/forms';

/** A date of birth: required, not more than 125 years ago, not in the future. */
export const DATE_OF_BIRTH_RULES: RuleConfigOf<'date'> = {
  required: true,
  afterOrEqual: { years: -MAX_AGE_YEARS },
  beforeOrEqual: {},
};

/** A claim or conviction date: required, within the last 5 years, not in the future. */
export const HISTORY_DATE_RULES: RuleConfigOf<'date'> = {
  required: true,
  afterOrEqual: { years: -HISTORY_LOOKBACK_YEARS },
  beforeOrEqual: {},
};

/**
 * A licence valid-from date: required, not in the future, at least 16 years after the driver's
 * birth. The catalogue has one afterOrEqual per input, so the 125-year bound is not repeated: the
 * date of birth is itself at most 125 years ago, so 16 years after it is always within 125 years.
 */
export function licenceValidFromRules(dateOfBirthField: string): RuleConfigOf<'date'> {
  return {
    required: true,
    afterOrEqual: { field: dateOfBirthField, years: MIN_LICENCE_AGE_YEARS },
    beforeOrEqual: {},
  };
}

/** A cover start chosen in the date picker: from today for the picker's 30 days. */
export const START_DATE_RULES: RuleConfigOf<'datePicker'> = {
  required: true,
  afterOrEqual: {},
  beforeOrEqual: { days: DATE_PICKER_DAYS - 1 },
};
