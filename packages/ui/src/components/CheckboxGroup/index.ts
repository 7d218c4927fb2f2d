export type { ChoiceColumns, ChoiceOption } from '../Field/choice-layout';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { CheckboxGroupProps } from './CheckboxGroup';
export { CheckboxGroup } from './CheckboxGroup';
