import { defineForm } from '../define-form';
import { orderNumberInput, promotionTermsInput, retailerInput } from '../inputs/promotion-inputs';

/**
 * Promotion (shown only when the proposal's promo code matches a configured promotion): retailer
 * number, order number and acceptance of the promotion terms.
 */
export const promotionForm = defineForm({
  id: 'disclosure.promotion',
  title: 'forms.disclosure.promotion.title',
  description: 'forms.disclosure.promotion.description',
  inputs: [retailerInput(), orderNumberInput(), promotionTermsInput()],
});
