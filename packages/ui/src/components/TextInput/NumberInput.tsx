import { forwardRef } from 'react';
import type { ControlWidth } from '../Field';
import { readNumberEntry } from './number-entry';
import { TextInput, type TextLikeInputProps } from './TextInput';

/** Props of NumberInput. */
export interface NumberInputProps extends TextLikeInputProps {
  /** The whole number, or null when empty. */
  value: number | null;
  /** Runs with the new whole number (null when emptied); not called for a refused entry. */
  onChange: (value: number | null) => void;
  /** The largest value accepted; typing past it is refused and the old value stays. */
  maxValue?: number;
  /** How wide the input is: 'full' or room for about this many characters. @default 10 */
  width?: ControlWidth;
  /** The on-screen keyboard to show. @default 'numeric' */
  inputMode?: TextLikeInputProps['inputMode'];
  /** The browser's autofill hint. @default 'off' */
  autoComplete?: string;
}

/** A labelled whole-number input: strips non-digits as the user types and refuses values above `maxValue`. */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, maxValue, inputMode = 'numeric', autoComplete = 'off', width = 10, ...rest },
  ref,
) {
  return (
    // type="text": a number input would accept 'e', '+' and '-', and scrolling would change the value.
    <TextInput
      {...rest}
      ref={ref}
      type="text"
      value={value === null ? '' : String(value)}
      onChange={(text) => {
        const entry = readNumberEntry(text, maxValue);
        // A refused or unchanged entry leaves the controlled value, so React puts the old text back.
        if (entry.accepted && entry.value !== value) onChange(entry.value);
      }}
      inputMode={inputMode}
      autoComplete={autoComplete}
      width={width}
      spellCheck={false}
    />
  );
});
