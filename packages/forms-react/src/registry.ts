import { ConfigurationError } from '@brand/domain';
import type { InputType } from '@brand/forms';
import type { InputComponent, InputRegistryEntry } from './input-props';
import { addressInput } from './inputs/AddressInput';
import { booleanInput } from './inputs/BooleanInput';
import { booleanListInput } from './inputs/BooleanListInput';
import { cascadingInput } from './inputs/CascadingInput';
import { checkboxEligibilityInput } from './inputs/CheckboxEligibilityInput';
import { checkboxInput } from './inputs/CheckboxInput';
import { checkboxListInput } from './inputs/CheckboxListInput';
import { checkboxPromotionInput } from './inputs/CheckboxPromotionInput';
import { dataEntryInput } from './inputs/DataEntryInput';
import { dateInput } from './inputs/DateInput';
import { datePickerInput } from './inputs/DatePickerInput';
import { dropDownSelectInput } from './inputs/DropDownSelectInput';
import { emailInput } from './inputs/EmailInput';
import { hiddenInput } from './inputs/HiddenInput';
import { lookupInput } from './inputs/LookupInput';
import { nameInput } from './inputs/NameInput';
import { numberTextInput } from './inputs/NumberTextInput';
import { phoneNumberInput } from './inputs/PhoneNumberInput';
import { questionLoopInput } from './inputs/QuestionLoopInput';
import { radioInput } from './inputs/RadioInput';
import { singleSelectInput } from './inputs/SingleSelectInput';
import { textInput } from './inputs/TextInput';
import { vehicleLookupInput } from './inputs/VehicleLookupInput';
import { vehicleRegistrationInput } from './inputs/VehicleRegistrationInput';
import { vehicleTabsInput } from './inputs/VehicleTabsInput';
import { yearMonthInput } from './inputs/YearMonthInput';

/** Every registry entry, in catalogue order; each lives beside its component. */
export const INPUT_REGISTRY = [
  addressInput,
  checkboxInput,
  checkboxEligibilityInput,
  checkboxPromotionInput,
  checkboxListInput,
  textInput,
  radioInput,
  numberTextInput,
  phoneNumberInput,
  singleSelectInput,
  yearMonthInput,
  vehicleTabsInput,
  vehicleLookupInput,
  vehicleRegistrationInput,
  datePickerInput,
  dateInput,
  emailInput,
  hiddenInput,
  questionLoopInput,
  nameInput,
  booleanInput,
  booleanListInput,
  cascadingInput,
  lookupInput,
  dataEntryInput,
  dropDownSelectInput,
] as const satisfies readonly InputRegistryEntry[];

// A compile error here names the input types of INPUT_TYPE_CATALOGUE that have no component.
type UnregisteredInputType = Exclude<InputType, (typeof INPUT_REGISTRY)[number]['type']>;
const everyInputTypeHasAComponent: [UnregisteredInputType] extends [never]
  ? true
  : UnregisteredInputType = true;
void everyInputTypeHasAComponent;

/** The component of each input type. */
export const INPUT_COMPONENTS: Readonly<Record<InputType, InputComponent>> = Object.fromEntries(
  INPUT_REGISTRY.map((entry) => [entry.type, entry.component]),
) as Record<InputType, InputComponent>;

/** The component of an input type; a ConfigurationError names a type with none. */
export function inputComponentFor(type: string): InputComponent {
  if (!Object.hasOwn(INPUT_COMPONENTS, type)) {
    throw new ConfigurationError(`No input component for type ${type}`);
  }
  return INPUT_COMPONENTS[type as InputType];
}
