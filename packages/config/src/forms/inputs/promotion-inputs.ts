import type { InputDefinition } from '@brand/forms';

// Digits only are typed into the retailer and order numbers.
const DIGITS_MASK = '[0-9]';

/** The authorising retailer's five-digit number, which must be in the retailer table. */
export function retailerInput(): InputDefinition {
  return {
    name: 'retailer',
    type: 'text',
    label: 'forms.questions.promotion.retailer.label',
    hint: 'forms.questions.promotion.retailer.hint',
    meta: { inputMode: 'numeric', mask: DIGITS_MASK },
    validation: { required: true, retailerNumber: true },
  };
}

/** The car's order number, checked against the proposal's promotion code. */
export function orderNumberInput(): InputDefinition {
  return {
    name: 'orderNumber',
    type: 'text',
    label: 'forms.questions.promotion.orderNumber.label',
    hint: 'forms.questions.promotion.orderNumber.hint',
    meta: { inputMode: 'numeric', mask: DIGITS_MASK },
    validation: { required: true, orderNumber: true },
  };
}

/** Acceptance of the promotion's terms, which must be given. */
export function promotionTermsInput(): InputDefinition {
  return {
    name: 'promotionTermsAccepted',
    type: 'checkboxPromotion',
    label: 'forms.questions.promotion.promotionTermsAccepted.label',
    validation: { required: true, onlyAccept: { value: true } },
  };
}
