import { checkRetailerNumber } from '@brand/domain';
import { fail, messageKey, type Rule } from './rule';

const REASONS = ['invalidFormat', 'unknownRetailer'] as const;

/** Five digits, and a retailer in the table when the context can look it up (context.retailerExists). */
export const retailerNumber: Rule<'retailerNumber'> = {
  keys: REASONS.map((reason) => messageKey('retailerNumber', reason)),
  check(value, _params, { context }) {
    const problem = checkRetailerNumber(value, context.retailerExists);
    if (problem === null) return null;
    // 'required' here means an answer that is not text: not a retailer number either.
    return fail(messageKey('retailerNumber', problem === 'required' ? 'invalidFormat' : problem));
  },
};
