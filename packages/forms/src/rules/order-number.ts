import { isValidOrderNumber } from '@brand/domain';
import { fail, messageKey, type Rule } from './rule';

/** An order number valid for the promotion: the answer at `promoCodeField`, else context.promoCode. */
export const orderNumber: Rule<'orderNumber'> = {
  keys: [messageKey('orderNumber')],
  check(value, { promoCodeField }, { context, answerOf }) {
    const promoCode = promoCodeField === undefined ? context.promoCode : answerOf(promoCodeField);
    const promotion = typeof promoCode === 'string' ? promoCode : null;
    return isValidOrderNumber(value, promotion) ? null : fail(messageKey('orderNumber'));
  },
};
