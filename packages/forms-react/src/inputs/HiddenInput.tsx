import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { optionKey } from './shared';

/** A value the platform sets and the user never sees, posted with the form as a native hidden input. */
export function HiddenInput({ id, name, value }: InputComponentProps) {
  const posted =
    typeof value === 'object' && value !== null ? JSON.stringify(value) : optionKey(value);
  return <input type="hidden" id={id} name={name} value={posted} />;
}

/** Registry entry of the hidden input. */
export const hiddenInput: InputRegistryEntry<'hidden'> = { type: 'hidden', component: HiddenInput };
