import { SearchableSelect } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { choiceValueOf, selectOptionViews, useSelectChoices } from './select-options';
import { fieldProps, optionKey } from './shared';

/**
 * One choice of many, as a searchable select: typing filters the options, and it chooses on its own
 * when one option (or one match) is left.
 */
export function SingleSelectInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled, t } = props;
  const choices = useSelectChoices(props);
  const key = optionKey(value);
  return (
    <SearchableSelect
      {...fieldProps(props)}
      value={key === '' ? null : key}
      onChange={(next) => onChange(choiceValueOf(choices, next))}
      onBlur={onBlur}
      options={selectOptionViews(choices)}
      notFoundMessage={t('forms.select.noMatches')}
      toggleLabel={t('forms.select.showOptions')}
      disabled={disabled}
    />
  );
}

/** Registry entry of the searchable single select. */
export const singleSelectInput: InputRegistryEntry<'singleSelect'> = {
  type: 'singleSelect',
  component: SingleSelectInput,
};
