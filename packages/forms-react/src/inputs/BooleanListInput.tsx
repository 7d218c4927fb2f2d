import type { InputOption } from '@brand/forms';
import { CheckboxGroup } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { columnsOf, fieldProps, optionKey, recordOf } from './shared';

/** The statements of the list: `meta.items`, else the options. */
function itemsOf({ input }: InputComponentProps): readonly InputOption[] {
  return input.meta?.items ?? input.options ?? [];
}

/**
 * A list of statements (declarations) each ticked or not, stored as `{ [item]: boolean }` with every
 * item present, so "all required" can see the unticked ones.
 */
export function BooleanListInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled, t } = props;
  const items = itemsOf(props);
  const answers = recordOf(value);
  return (
    <CheckboxGroup
      {...fieldProps(props)}
      value={items.map((item) => optionKey(item.value)).filter((key) => answers[key] === true)}
      onChange={(keys) =>
        onChange(
          Object.fromEntries(
            items.map((item) => [optionKey(item.value), keys.includes(optionKey(item.value))]),
          ),
        )
      }
      onBlur={onBlur}
      options={items.map((item) => ({
        value: optionKey(item.value),
        label: t(item.label),
        ...(item.hint ? { hint: t(item.hint) } : {}),
      }))}
      columns={columnsOf(props)}
      disabled={disabled}
    />
  );
}

/** Registry entry of the boolean (declaration) list. */
export const booleanListInput: InputRegistryEntry<'booleanList'> = {
  type: 'booleanList',
  component: BooleanListInput,
};
