export type { NumberInputProps } from './NumberInput';
export { NumberInput } from './NumberInput';
export type { NumberEntry } from './number-entry';
export { readNumberEntry } from './number-entry';
export type { TextInputProps, TextInputType, TextLikeInputProps } from './TextInput';
export { TextInput } from './TextInput';
