import type {
  Address,
  InputType,
  LookupItem,
  QuestionLoopValue,
  VehicleSpecification,
  VehicleValue,
} from '@brand/forms';

/** A person's name as the name input stores it. */
export interface PersonName {
  firstName: string;
  lastName: string;
}

/** A month as the year-month input stores it (month 1 to 12). */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * What the platform adds to a chosen vehicle's specification before it is stored (the value shape
 * VEHICLE_SPECIFICATION_VALUE allows it): the registration a lookup by registration answered
 * with. (What rating reads, the insurance group and estimated value, and the steering side are
 * fields of the core VehicleSpecification itself.)
 */
export interface StoredSpecificationFields {
  vrn?: string;
}

/** The vehicle answer as stored: the form's value, its specification completed by the platform. */
export type StoredVehicleValue = Omit<VehicleValue, 'specification'> & {
  specification: VehicleSpecification & StoredSpecificationFields;
};

/** One option's value (a radio, select or checkbox list). */
export type ChoiceValue = string | number | boolean;

/**
 * The value each input type stores, one entry per input type of the engine's catalogue (a type
 * missing here fails to compile where `AnswerValueByType[InputType]` is read). Enumerated and loop
 * answers are narrowed further by the question tables (disclosure-questions.ts).
 */
export interface AnswerValueByType {
  address: Address;
  checkbox: boolean;
  checkboxEligibility: boolean;
  checkboxPromotion: boolean;
  checkboxList: ChoiceValue[];
  text: string;
  radio: ChoiceValue;
  numberText: number;
  phoneNumber: string;
  singleSelect: ChoiceValue;
  yearMonth: YearMonth;
  vehicleTabs: StoredVehicleValue;
  vehicleLookup: StoredVehicleValue;
  vehicleRegistration: string;
  datePicker: string;
  date: string;
  email: string;
  hidden: unknown;
  questionLoop: QuestionLoopValue<unknown>;
  name: PersonName;
  boolean: boolean;
  booleanList: Partial<Record<string, boolean>>;
  cascading: StoredVehicleValue;
  lookup: LookupItem;
  dataEntry: LookupItem;
  dropDownSelect: ChoiceValue;
}

/** The value an input type stores. */
export type AnswerValueOf<T extends InputType> = AnswerValueByType[T];
