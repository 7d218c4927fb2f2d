import { checkVrn, type RegistrationFormat } from '@brand/domain';
import { Button, TextInput as UiTextInput } from '@brand/ui';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import {
  canSearchRegistration,
  displayRegistration,
  registrationFromTyped,
} from './registration-entry';

/** Props of RegistrationField. */
export interface RegistrationFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  value: string;
  onChange: (registration: string) => void;
  onBlur?: () => void;
  format: RegistrationFormat;
  disabled?: boolean;
  /** Searches the registration; the search button shows only with this. */
  onSearch?: (registration: string) => void;
  /** The search button's text. */
  searchLabel?: string;
  /** A search is under way. */
  searching?: boolean;
  /**
   * Shown once the field is left or searched while it holds a Q plate, which can never be looked
   * up (spec 000 §5), unless `error` says something already. For a registration held only here
   * (a finder's), where the form's rules never see it.
   */
  qPlateMessage?: string;
  /** What follows the Q plate's message (the app's chat action), shown with it. */
  qPlateAction?: ReactNode;
}

/**
 * A registration entry: upper-cased with spaces and hyphens removed as typed, the divider inserted
 * on leaving it;
 * Enter searches (instead of submitting the form), and search is disabled until the registration is valid;
 * a Q plate says why once the field is left (`qPlateMessage`).
 */
export function RegistrationField({
  value,
  onChange,
  onSearch,
  searchLabel,
  searching = false,
  format,
  disabled = false,
  onBlur,
  qPlateMessage,
  qPlateAction,
  error,
  ...field
}: RegistrationFieldProps) {
  const [tried, setTried] = useState(false);
  const searchable = canSearchRegistration(value, format);
  const qPlate = tried && qPlateMessage !== undefined && checkVrn(value, format) === 'qPlate';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onSearch || event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    setTried(true);
    if (searchable && !searching) search();
  };
  const search = () => {
    const shown = displayRegistration(value, format);
    if (shown !== value) onChange(shown);
    onSearch?.(shown);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Enter from the text input inside, which is focusable
    <div onKeyDown={onKeyDown}>
      <UiTextInput
        {...field}
        error={error ?? (qPlate ? qPlateMessage : undefined)}
        value={value}
        onChange={(typed) => onChange(registrationFromTyped(typed))}
        onBlur={() => {
          const shown = displayRegistration(value, format);
          if (shown !== value) onChange(shown);
          setTried(true);
          onBlur?.();
        }}
        autoComplete="off"
        spellCheck={false}
        width={10}
        disabled={disabled}
      />
      {qPlate ? qPlateAction : null}
      {onSearch ? (
        <Button
          variant="secondary"
          onClick={search}
          disabled={disabled || !searchable}
          loading={searching}
        >
          {searchLabel}
        </Button>
      ) : null}
    </div>
  );
}
