export type { ChoiceColumns, ChoiceOption } from '../Field/choice-layout';
export type { RadioGroupProps } from './RadioGroup';
export { RadioGroup } from './RadioGroup';
