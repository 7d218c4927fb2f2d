import { TextInput as UiTextInput } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { applyMask } from './mask-entry';
import { fieldProps, formatParam, textOf } from './shared';

/** A text answer: characters outside `meta.mask` are blocked as typed; maxLength caps its length. */
export function TextInput(props: InputComponentProps) {
  const { input, value, onChange, onBlur, disabled } = props;
  return (
    <UiTextInput
      {...fieldProps(props)}
      value={textOf(value)}
      onChange={(typed) => onChange(applyMask(typed, input.meta?.mask))}
      onBlur={onBlur}
      disabled={disabled}
      inputMode={input.meta?.inputMode}
      maxLength={input.validation?.maxLength?.value}
      prefix={formatParam(props, 'prefix')}
      suffix={formatParam(props, 'suffix')}
    />
  );
}

/** Registry entry of the text input. */
export const textInput: InputRegistryEntry<'text'> = { type: 'text', component: TextInput };
