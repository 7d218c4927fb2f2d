export type { OptionFilter, SearchableSelectOption } from './option-filter';
export { labelContains, optionForText } from './option-filter';
export type { SearchableSelectProps } from './SearchableSelect';
export { SearchableSelect } from './SearchableSelect';
