export type { DateOfBirthInputProps } from './DateOfBirthInput';
export { DateOfBirthInput } from './DateOfBirthInput';
