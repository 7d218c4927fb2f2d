import styled from '@emotion/styled';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  type ControlWidth,
  controlMaxWidth,
  controlStyles,
  Field,
  type FieldBaseProps,
  type FieldBlurHandler,
  hasContent,
  useFieldIds,
} from '../Field';

/** The kinds of text a TextInput takes. */
export type TextInputType = 'text' | 'email' | 'tel';

/** Props the text and number inputs share. */
export interface TextLikeInputProps extends FieldBaseProps {
  /** The form field's name. */
  name: string;
  /** Runs when focus leaves the input. */
  onBlur?: FieldBlurHandler;
  /** Text shown before the input, e.g. '£'. Hidden from assistive technology, so the label must say the unit. */
  prefix?: ReactNode;
  /** Text shown after the input, e.g. 'miles'. Hidden from assistive technology, so the label must say the unit. */
  suffix?: ReactNode;
  /** The on-screen keyboard to show. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The browser's autofill hint, e.g. 'email', 'tel-national', 'postal-code'. */
  autoComplete?: string;
  /** The most characters the input takes. */
  maxLength?: number;
  /** How wide the input is, hinting at the answer's length: 'full' or room for about this many characters. @default 'full' */
  width?: ControlWidth;
  /** Shown in the empty input. Never a substitute for the label or hint. */
  placeholder?: string;
  /** The input cannot be used. @default false */
  disabled?: boolean;
  /** The value is shown but cannot be changed. @default false */
  readOnly?: boolean;
}

/** Props of TextInput. */
export interface TextInputProps extends TextLikeInputProps {
  /** The text. */
  value: string;
  /** Runs with the new text on every change. */
  onChange: (value: string) => void;
  /** Which text it takes (sets the keyboard and validation hints). @default 'text' */
  type?: TextInputType;
  /** Whether the browser checks spelling; off suits names, codes and emails. */
  spellCheck?: boolean;
}

const Row = styled.div<{ $width: ControlWidth }>(
  ({ $width }) => `
  display: flex;
  align-items: stretch;
  max-width: ${controlMaxWidth($width)};
`,
);

const Affix = styled.span<{ $side: 'before' | 'after' }>(
  ({ theme, $side }) => `
  display: flex;
  align-items: center;
  flex: none;
  min-width: ${theme.minTouchTarget}px;
  justify-content: center;
  padding: 0 ${theme.space.xs}px;
  border: 2px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
  ${$side === 'before' ? 'border-right: 0;' : 'border-left: 0;'}
`,
);

/** The styled input both text and number inputs render. */
export const StyledTextInput = styled.input<{ $invalid: boolean }>(
  ({ theme, $invalid }) => `
  ${controlStyles(theme, $invalid)}
  flex: 1 1 auto;
  min-width: 0;
`,
);

/** The input with its prefix and suffix, as both TextInput and NumberInput lay it out. */
export function AffixedInput({
  prefix,
  suffix,
  width = 'full',
  children,
}: {
  prefix?: ReactNode;
  suffix?: ReactNode;
  width?: ControlWidth;
  children: ReactNode;
}) {
  return (
    <Row $width={width}>
      {hasContent(prefix) ? (
        <Affix $side="before" aria-hidden="true">
          {prefix}
        </Affix>
      ) : null}
      {children}
      {hasContent(suffix) ? (
        <Affix $side="after" aria-hidden="true">
          {suffix}
        </Affix>
      ) : null}
    </Row>
  );
}

/** A labelled text, email or phone input with hint, error and optional prefix or suffix. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    id,
    name,
    label,
    hint,
    error,
    required = false,
    requiredMarker,
    errorPrefix,
    hideLabel,
    value,
    onChange,
    onBlur,
    type = 'text',
    prefix,
    suffix,
    inputMode,
    autoComplete,
    maxLength,
    width = 'full',
    placeholder,
    disabled = false,
    readOnly = false,
    spellCheck,
  },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      errorPrefix={errorPrefix}
      hideLabel={hideLabel}
    >
      <AffixedInput prefix={prefix} suffix={suffix} width={width}>
        <StyledTextInput
          ref={ref}
          id={ids.inputId}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          spellCheck={spellCheck}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error })}
          $invalid={invalid}
        />
      </AffixedInput>
    </Field>
  );
});
