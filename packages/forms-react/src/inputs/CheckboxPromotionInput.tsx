import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { CheckboxInput } from './CheckboxInput';

/** Acceptance of a promotion's terms: one checkbox that must be ticked to take the promotion. */
export function CheckboxPromotionInput(props: InputComponentProps) {
  return <CheckboxInput {...props} />;
}

/** Registry entry of the promotion-terms checkbox. */
export const checkboxPromotionInput: InputRegistryEntry<'checkboxPromotion'> = {
  type: 'checkboxPromotion',
  component: CheckboxPromotionInput,
};
