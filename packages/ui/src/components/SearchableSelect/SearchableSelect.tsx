import styled from '@emotion/styled';
import { useCombobox } from 'downshift';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { focusRing } from '../../theme/theme';
import { SELECT_LIST_MAX_HEIGHT } from '../../theme/tokens';
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
import {
  labelContains,
  type OptionFilter,
  optionForText,
  type SearchableSelectOption,
} from './option-filter';

/** Props of SearchableSelect. */
export interface SearchableSelectProps extends FieldBaseProps {
  /** The form field's name (given to the text input). */
  name: string;
  /** The chosen option's value, or null when none is chosen. */
  value: string | null;
  /** Runs with the newly chosen option's value, or null when the choice is cleared. */
  onChange: (value: string | null) => void;
  /** Runs when focus leaves the text input. */
  onBlur?: FieldBlurHandler;
  /** The choices, in the order listed. */
  options: readonly SearchableSelectOption[];
  /** Shown (and announced) when the typed text matches no option. @default 'Sorry, no matches found' */
  notFoundMessage?: string;
  /** Accessible name of the button that opens the list. @default 'Show options' */
  toggleLabel?: string;
  /** Picks the options matching the typed text. @default labels containing the text, ignoring case */
  filterOptions?: OptionFilter;
  /** Shown in the empty input. Never a substitute for the label or hint. */
  placeholder?: string;
  /** How wide the control is: 'full' or room for about this many characters. @default 'full' */
  width?: ControlWidth;
  /** The control cannot be used. @default false */
  disabled?: boolean;
}

const Combo = styled.div<{ $width: ControlWidth }>(
  ({ $width }) => `
  position: relative;
  max-width: ${controlMaxWidth($width)};
`,
);

const InputRow = styled.div`
  display: flex;
`;

const Input = styled.input<{ $invalid: boolean }>(
  ({ theme, $invalid }) => `
  ${controlStyles(theme, $invalid)}
  flex: 1 1 auto;
  min-width: 0;
`,
);

const Toggle = styled.button<{ $invalid: boolean }>(
  ({ theme, $invalid }) => `
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${theme.minTouchTarget}px;
  min-height: ${theme.minTouchTarget}px;
  margin: 0;
  padding: 0;
  border: 2px solid ${$invalid ? theme.colors.error : theme.colors.border};
  border-left: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &:focus-visible { ${focusRing} }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  svg { width: 16px; height: 16px; }
`,
);

const Menu = styled.ul<{ $visible: boolean }>(
  ({ theme, $visible }) => `
  display: ${$visible ? 'block' : 'none'};
  position: absolute;
  z-index: 1;
  left: 0;
  right: 0;
  max-height: ${SELECT_LIST_MAX_HEIGHT};
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${theme.colors.background};
  border: 2px solid ${theme.colors.border};
  border-top: 0;
`,
);

const Item = styled.li<{ $highlighted: boolean; $selected: boolean }>(
  ({ theme, $highlighted, $selected }) => `
  display: flex;
  align-items: center;
  gap: ${theme.space.xs}px;
  min-height: ${theme.minTouchTarget}px;
  padding: ${theme.space.xs}px ${theme.space.sm}px;
  cursor: pointer;
  font-weight: ${$selected ? theme.fontWeights.bold : theme.fontWeights.regular};
  background: ${$highlighted ? theme.colors.primary : theme.colors.background};
  color: ${$highlighted ? theme.colors.textInverse : theme.colors.text};
  & + & { border-top: 1px solid ${theme.colors.borderSubtle}; }
`,
);

const Tick = styled.span`
  width: 1em;
  flex: none;
`;

const NotFound = styled.div(
  ({ theme }) => `
  &:not(:empty) {
    padding: ${theme.space.sm}px;
    border: 2px solid ${theme.colors.border};
    border-top: 0;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
`,
);

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 5l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Marks the keydown as handled here so downshift skips its own handling. */
function preventDownshiftDefault(event: KeyboardEvent<HTMLInputElement>) {
  (
    event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
  ).preventDownshiftDefault = true;
}

/**
 * A text input that filters a list of options (a combobox). It chooses on its own when the list
 * has a single option, and while typing when exactly one option still matches (or one label is
 * typed exactly); the text is left as typed so the user can keep editing, and editing on to
 * several or no matches clears the choice again. Enter with exactly one match picks it.
 */
export function SearchableSelect({
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
  options,
  notFoundMessage = 'Sorry, no matches found',
  toggleLabel = 'Show options',
  filterOptions = labelContains,
  placeholder,
  width = 'full',
  disabled = false,
}: SearchableSelectProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const selectedOption = useMemo(
    () => options.find((option) => option.value === value) ?? null,
    [options, value],
  );
  // The text as typed, kept here too because the list is filtered by it in the same render.
  const [text, setText] = useState(selectedOption?.label ?? '');
  // True from the first keystroke until something is chosen: the list shows matches, not all options.
  const [filtering, setFiltering] = useState(false);
  // The value last chosen by typing: its label must not replace the text the user is still editing.
  const typedChoice = useRef<string | null | undefined>(undefined);
  const items = filtering ? filterOptions(options, text) : [...options];

  // A list of exactly one option chooses it (e.g. a make with a single model); typing can still clear it.
  const onlyOptionValue = options.length === 1 ? (options[0]?.value ?? null) : null;
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    if (onlyOptionValue !== null && latest.current.value === null)
      latest.current.onChange(onlyOptionValue);
  }, [onlyOptionValue]);

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    selectItem,
    closeMenu,
  } = useCombobox<SearchableSelectOption>({
    items,
    selectedItem: selectedOption,
    initialInputValue: selectedOption?.label ?? '',
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value ?? null,
    inputId: ids.inputId,
    labelId: ids.labelId,
    menuId: `${id}-listbox`,
    toggleButtonId: `${id}-toggle`,
    getItemId: (index) => `${id}-option-${index}`,
    stateReducer: (state, { type, changes }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) {
        // One match left is highlighted, so Enter (or leaving the field) picks it; several are not.
        const matches = filterOptions(options, changes.inputValue ?? '');
        return { ...changes, highlightedIndex: matches.length === 1 ? 0 : -1 };
      }
      if (
        type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem &&
        typedChoice.current !== undefined &&
        typedChoice.current === (state.selectedItem?.value ?? null)
      ) {
        return { ...changes, inputValue: state.inputValue };
      }
      return changes;
    },
    onSelectedItemChange: ({ selectedItem }) => {
      typedChoice.current = undefined;
      const next = selectedItem?.value ?? null;
      if (next !== latest.current.value) latest.current.onChange(next);
    },
    onInputValueChange: ({ type, inputValue: changed }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) return;
      typedChoice.current = undefined;
      setText(changed ?? '');
      setFiltering(false);
    },
  });

  const inputProps = getInputProps({
    name,
    placeholder,
    disabled,
    onBlur,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.describedBy({ hint, error, extra: `${id}-status` }),
    onChange: (event) => {
      const typed = (event.target as HTMLInputElement).value;
      setText(typed);
      setFiltering(true);
      const next = optionForText(options, typed, filterOptions)?.value ?? null;
      if (next !== value) {
        typedChoice.current = next;
        onChange(next);
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      // An open list with a highlighted option is downshift's to handle.
      if (event.key !== 'Enter' || (isOpen && highlightedIndex >= 0)) return;
      const matches = filterOptions(options, inputValue);
      const only = matches.length === 1 ? matches[0] : undefined;
      if (!only) return;
      // Already chosen and showing its label: Enter is left to submit the form.
      if (!isOpen && selectedOption?.value === only.value && inputValue === only.label) return;
      event.preventDefault();
      preventDownshiftDefault(event);
      selectItem(only);
      closeMenu();
    },
  });

  const showNotFound = filtering && text.trim() !== '' && items.length === 0;

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
      <Combo $width={width}>
        <InputRow>
          <Input {...inputProps} $invalid={invalid} />
          <Toggle
            type="button"
            {...getToggleButtonProps({ 'aria-label': toggleLabel, disabled })}
            $invalid={invalid}
          >
            <Chevron />
          </Toggle>
        </InputRow>
        <Menu {...getMenuProps()} $visible={isOpen && items.length > 0}>
          {isOpen
            ? items.map((item, index) => (
                <Item
                  key={item.value}
                  {...getItemProps({ item, index })}
                  $highlighted={highlightedIndex === index}
                  $selected={selectedOption?.value === item.value}
                >
                  <Tick aria-hidden="true">{selectedOption?.value === item.value ? '✓' : ''}</Tick>
                  {item.label}
                </Item>
              ))
            : null}
        </Menu>
        <NotFound id={`${id}-status`} role="status">
          {showNotFound ? notFoundMessage : null}
        </NotFound>
      </Combo>
    </Field>
  );
}
