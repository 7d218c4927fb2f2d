import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { CheckboxInput } from './CheckboxInput';

/**
 * The eligibility confirmation: one checkbox the customer must tick (its onlyAccept rule gives the
 * "Please confirm that you meet the eligibility criteria" message); the criteria are its hint.
 */
export function CheckboxEligibilityInput(props: InputComponentProps) {
  return <CheckboxInput {...props} />;
}

/** Registry entry of the eligibility checkbox. */
export const checkboxEligibilityInput: InputRegistryEntry<'checkboxEligibility'> = {
  type: 'checkboxEligibility',
  component: CheckboxEligibilityInput,
};
