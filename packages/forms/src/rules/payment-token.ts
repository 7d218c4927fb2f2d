import { isValidPaymentToken } from '@brand/domain';
import { fail, messageKey, type Rule } from './rule';

/** A card token id starting tok_ (admin phone payments). */
export const paymentToken: Rule<'paymentToken'> = {
  keys: [messageKey('paymentToken')],
  check: (value) => (isValidPaymentToken(value) ? null : fail(messageKey('paymentToken'))),
};
