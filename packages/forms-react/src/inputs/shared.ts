import type { InputOption } from '@brand/forms';
import { evaluateCondition } from '@brand/forms';
import type { InputComponentProps } from '../input-props';

/** A choice as the @brand/ui controls take it: string value, translated label and hint. */
export interface ChoiceView {
  value: string;
  label: string;
  hint?: string;
}

/** The label, hint, error and ids every @brand/ui control takes, from the input's props. */
export function fieldProps({ id, name, label, hint, error, required, t }: InputComponentProps) {
  return {
    id,
    name,
    label,
    hint,
    error,
    required,
    requiredMarker: t('forms.requiredMarker'),
    errorPrefix: t('forms.errorPrefix'),
  };
}

/** The key a choice value takes in the DOM (controls hold strings; options may be numbers or booleans). */
export function optionKey(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The input's options whose conditions hold, in order. */
export function shownOptions({ input, values, context }: InputComponentProps): InputOption[] {
  return (input.options ?? []).filter(
    (option) => !option.conditional || evaluateCondition(option.conditional, values, context),
  );
}

/** The shown options as the @brand/ui controls take them. */
export function choiceViews(props: InputComponentProps): ChoiceView[] {
  return shownOptions(props).map((option) => ({
    value: optionKey(option.value),
    label: props.t(option.label),
    ...(option.hint ? { hint: props.t(option.hint) } : {}),
  }));
}

/** The option value a DOM key stands for (the key itself when no option has it). */
export function optionValueOf(options: readonly InputOption[], key: string): unknown {
  if (key === '') return undefined;
  const found = options.find((option) => optionKey(option.value) === key);
  return found ? found.value : key;
}

/** The value as text ('' for anything that is not a string or number). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The value as a record of fields ({} for anything else). */
export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A format parameter of the input as text, if set. */
export function formatParam(props: InputComponentProps, key: string): string | undefined {
  const value = props.input.meta?.formatParams?.[key];
  return value === undefined ? undefined : String(value);
}

/** Column counts the @brand/ui choice groups take. */
type Columns = 1 | 2 | 3 | 4 | 5;

/** The input's `meta.columns` as a column count the choice groups take (1 to 5). */
export function columnsOf({ input }: InputComponentProps): Columns {
  const columns = Math.round(input.meta?.columns ?? 1);
  return Math.min(5, Math.max(1, columns)) as Columns;
}
