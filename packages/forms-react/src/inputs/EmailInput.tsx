import { TextInput as UiTextInput } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { fieldProps, textOf } from './shared';

/** An email address: the email keyboard and autofill, no spell checking; spaces are dropped as typed. */
export function EmailInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled } = props;
  return (
    <UiTextInput
      {...fieldProps(props)}
      type="email"
      autoComplete="email"
      spellCheck={false}
      value={textOf(value)}
      onChange={(typed) => onChange(typed.replace(/\s/g, ''))}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}

/** Registry entry of the email input. */
export const emailInput: InputRegistryEntry<'email'> = { type: 'email', component: EmailInput };
