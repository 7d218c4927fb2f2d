import { deepEqual } from '../conditions/deep-equal';
import type { InputType } from '../definition/input-types';
import { isRecord } from '../values/form-values';
import { fail, messageKey, type Rule } from './rule';

// Input types whose refusal has its own message (spec 002 §8: eligibility).
const REASON_BY_TYPE: Partial<Record<InputType, string>> = {
  checkboxEligibility: 'eligibility',
  checkboxPromotion: 'promotion',
  checkboxList: 'checklist',
};

function accepts(value: unknown, wanted: unknown): boolean {
  // A checklist must hold every wanted item, in any order.
  if (Array.isArray(value) && Array.isArray(wanted)) {
    return (
      wanted.every((item) => value.some((held) => deepEqual(held, item))) &&
      value.every((held) => wanted.some((item) => deepEqual(held, item)))
    );
  }
  // A boolean list (declarations) against one value: every item must be answered with it.
  if (isRecord(value) && !isRecord(wanted)) {
    return Object.values(value).every((answer) => deepEqual(answer, wanted));
  }
  return deepEqual(value, wanted);
}

/** The answer must be the given value (terms ticked, eligibility confirmed, every declaration no). */
export const onlyAccept: Rule<'onlyAccept'> = {
  keys: [
    messageKey('onlyAccept'),
    ...Object.values(REASON_BY_TYPE).map((reason) => messageKey('onlyAccept', reason)),
  ],
  check: (value, { value: wanted }, { input }) =>
    accepts(value, wanted) ? null : fail(messageKey('onlyAccept', REASON_BY_TYPE[input.type])),
};
