import { FieldSet, TextInput } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { fieldProps, recordOf, textOf } from './shared';

const LEADING_WHITESPACE = /^\s+/;

/** A person's name: first and last name inputs, stored as `{ firstName, lastName }`, leading spaces trimmed. */
export function NameInput(props: InputComponentProps) {
  const { id, name, value, onChange, onBlur, disabled, t } = props;
  const current = recordOf(value);
  const { label, hint, error, required, requiredMarker, errorPrefix } = fieldProps(props);
  const part = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextInput
      id={field === 'firstName' ? id : `${id}-${field}`}
      name={`${name}.${field}`}
      label={t(`forms.name.${field}`)}
      value={textOf(current[field])}
      onChange={(typed) => onChange({ ...current, [field]: typed.replace(LEADING_WHITESPACE, '') })}
      autoComplete={autoComplete}
      spellCheck={false}
      width={20}
      required={required}
      requiredMarker={requiredMarker}
      disabled={disabled}
    />
  );
  return (
    <FieldSet
      id={`${id}-group`}
      label={label}
      hint={hint}
      error={error}
      errorPrefix={errorPrefix}
      onBlur={onBlur}
    >
      {part('firstName', 'given-name')}
      {part('lastName', 'family-name')}
    </FieldSet>
  );
}

/** Registry entry of the person-name input. */
export const nameInput: InputRegistryEntry<'name'> = { type: 'name', component: NameInput };
