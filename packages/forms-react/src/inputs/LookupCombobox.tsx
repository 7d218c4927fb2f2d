import {
  colors,
  controlStyles,
  Field,
  type FieldBlurHandler,
  fontWeights,
  hasContent,
  MIN_TOUCH_TARGET,
  space,
  useFieldIds,
} from '@brand/ui';
import styled from '@emotion/styled';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { comboboxKeyAction, isComboboxKey } from './combobox-keys';
import { SearchStatus } from './SearchStatus';

/** One option of the list: a key, its text and what choosing it does. */
export interface ComboboxOption {
  key: string;
  text: string;
  onChoose: () => void;
}

/** Props of LookupCombobox. */
export interface LookupComboboxProps {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  errorPrefix?: string;
  /** The text in the box. */
  value: string;
  /** Runs with the new text on every keystroke. */
  onType: (text: string) => void;
  onBlur?: FieldBlurHandler;
  disabled?: boolean;
  /** The search's results; the list shows while there are some, until Escape or a choice. */
  options: readonly ComboboxOption[];
  /** What the live region says (searching, how many found, what was chosen). */
  status: string | null;
  /** The listbox's accessible name, apart from the label so the label names the box alone. */
  listboxLabel: string;
}

const Input = styled.input<{ $invalid: boolean }>(
  ({ theme, $invalid }) => `
  ${controlStyles(theme, $invalid)}
`,
);

const Listbox = styled.ul`
  margin: ${space.xs}px 0 ${space.lg}px;
  padding: 0;
  list-style: none;
  max-height: 14rem;
  overflow-y: auto;
  border: 2px solid ${colors.border};
`;

// The active option is marked by more than colour: a thick bar down its side and bold text.
const Option = styled.li<{ $active: boolean }>(
  ({ $active }) => `
  display: flex;
  align-items: center;
  min-height: ${MIN_TOUCH_TARGET}px;
  padding: ${space.xs}px ${space.sm}px;
  border-bottom: 1px solid ${colors.borderSubtle};
  border-left: ${space.xs}px solid ${$active ? colors.text : 'transparent'};
  background: ${$active ? colors.focus : colors.background};
  color: ${$active ? colors.focusText : colors.text};
  font-weight: ${$active ? fontWeights.bold : fontWeights.regular};
  cursor: pointer;
  &:last-of-type { border-bottom: 0; }
  &:hover { text-decoration: underline; }
`,
);

/**
 * A look-up as the WAI-ARIA APG editable combobox with a list: focus stays in the text box while
 * Down, Up, Home and End move the active option (aria-activedescendant), Enter chooses it, Escape
 * closes the list. While the list shows, Enter never submits the form around it: a keyboard user
 * reading matches must not send half an answer. Closed, Enter submits as in any text box.
 */
export function LookupCombobox({
  id,
  name,
  label,
  hint,
  error,
  required = false,
  requiredMarker,
  errorPrefix,
  value,
  onType,
  onBlur,
  disabled = false,
  options,
  status,
  listboxLabel,
}: LookupComboboxProps) {
  const ids = useFieldIds(id);
  const listboxId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  // New results open the list afresh with nothing active.
  const keys = options.map((option) => option.key).join('\n');
  const [shownKeys, setShownKeys] = useState(keys);
  if (keys !== shownKeys) {
    setShownKeys(keys);
    setActive(-1);
    setClosed(false);
  }
  const open = !closed && options.length > 0;
  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;

  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!activeId) return;
    // jsdom has no scrollIntoView; browsers keep the active option in sight of a long list.
    list.current?.querySelector(`#${CSS.escape(activeId)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !isComboboxKey(event.key)) return;
    const action = comboboxKeyAction(event.key, { open, active, count: options.length });
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'move') {
      setClosed(false);
      setActive(action.active);
    } else if (action.type === 'choose') {
      options[action.index]?.onChoose();
    } else if (action.type === 'close') {
      setClosed(true);
      setActive(-1);
    }
  };

  const invalid = hasContent(error);
  return (
    <div>
      <Field
        id={id}
        label={label}
        hint={hint}
        error={error}
        required={required}
        requiredMarker={requiredMarker}
        errorPrefix={errorPrefix}
      >
        <Input
          id={ids.inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error })}
          value={value}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          $invalid={invalid}
        />
      </Field>
      <SearchStatus id={statusId}>{status}</SearchStatus>
      {/* The listbox stays in the page, empty and hidden, so aria-controls always names an element. */}
      <Listbox id={listboxId} role="listbox" aria-label={listboxLabel} ref={list} hidden={!open}>
        {open
          ? options.map((option, index) => (
              <Option
                key={option.key}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                // Keep focus in the box: a press on an option must not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={option.onChoose}
              >
                {option.text}
              </Option>
            ))
          : null}
      </Listbox>
    </div>
  );
}
