// Input behaviours as pure state machines (no React): each is a reducer, its initial state, its
// event-type table and its selectors. @brand/forms-react binds them with hooks.
export type {
  CascadingDetailFilter,
  CascadingFilterValue,
  CascadingLevel,
  CascadingList,
  CascadingListStatus,
  CascadingQuery,
  CascadingVehicle,
  CascadingVehicleEvent,
  CascadingVehicleOptions,
  CascadingVehicleState,
} from './cascading-vehicle';
export {
  CASCADING_DETAIL_FILTERS,
  CASCADING_LEVELS,
  CASCADING_VEHICLE_EVENT,
  CASCADING_VEHICLE_MESSAGES,
  cascadingVehicleReducer,
  hasVehicleCode,
  initialCascadingVehicleState,
  selectCanConfirmVehicle,
  selectCascadingMessage,
  selectCascadingQuery,
  selectConfirmedVehicle,
  selectFilterOptions,
  selectMatchingVehicles,
  selectSelectedVehicle,
  selectVisibleFilters,
} from './cascading-vehicle';
export type {
  ChangeOrConfirmEvent,
  ChangeOrConfirmMode,
  ChangeOrConfirmState,
} from './change-or-confirm';
export {
  CHANGE_OR_CONFIRM_EVENT,
  CHANGE_OR_CONFIRM_MODES,
  changeOrConfirmReducer,
  initialChangeOrConfirmState,
  selectCanOverride,
  selectCanReset,
  selectChangeOrConfirmMode,
  selectChangeOrConfirmValue,
} from './change-or-confirm';
export type {
  DataEntryEvent,
  DataEntryOptions,
  DataEntryResult,
  DataEntryState,
  DataEntryStatus,
} from './data-entry';
export {
  DATA_ENTRY_CHECK_KEY,
  DATA_ENTRY_EVENT,
  DATA_ENTRY_STATUSES,
  dataEntryReducer,
  initialDataEntryState,
  normaliseDataEntryText,
  selectCanCheck,
  selectDataEntryStatus,
  selectDataEntryValue,
  selectTextToCheck,
} from './data-entry';
export type { DateOfBirthEntryEvent, DateOfBirthEntryState } from './date-of-birth-entry';
export {
  DATE_OF_BIRTH_ENTRY_EVENT,
  dateOfBirthEntryReducer,
  initialDateOfBirthEntryState,
  selectDateOfBirth,
  selectDateOfBirthParts,
  selectFocusedPart,
} from './date-of-birth-entry';
export type { DatePickerEvent, DatePickerOptions, DatePickerState } from './date-picker';
export {
  DATE_PICKER_EVENT,
  datePickerReducer,
  initialDatePickerState,
  selectDatePickerChoices,
  selectDatePickerValue,
} from './date-picker';
export type {
  DateTimePart,
  DateTimeParts,
  DateTimePickerEvent,
  DateTimePickerOptions,
  DateTimePickerState,
} from './date-time-picker';
export {
  DATE_TIME_DAY_COUNT,
  DATE_TIME_PARTS,
  DATE_TIME_PICKER_EVENT,
  dateTimePickerReducer,
  HOURS_PER_DAY,
  initialDateTimePickerState,
  MINUTES_PER_HOUR,
  selectDateTimeOptions,
  selectDateTimeParts,
  selectIsoDateTime,
} from './date-time-picker';
export type {
  LookupEvent,
  LookupKind,
  LookupSettings,
  LookupState,
  LookupStatus,
  PendingSearch,
} from './lookup';
export {
  ADDRESS_SEARCH_DELAY_MS,
  initialLookupState,
  LOOKUP_DELAY_MS,
  LOOKUP_EVENT,
  LOOKUP_MIN_CHARS_DEFAULT,
  LOOKUP_SETTINGS,
  LOOKUP_STATUSES,
  lookupReducer,
  selectLookupChosen,
  selectLookupResults,
  selectLookupStatus,
  selectMinCharsNeeded,
  selectNextDueAt,
  selectSearchTerm,
} from './lookup';
export { MACHINE_MESSAGES_EN_GB } from './machine-messages';
export type {
  MonthYearPickerEvent,
  MonthYearPickerOptions,
  MonthYearPickerState,
} from './month-year-picker';
export {
  initialMonthYearPickerState,
  MONTH_YEAR_PICKER_EVENT,
  MONTHS_OF_YEAR,
  monthYearPickerReducer,
  selectMonthOptions,
  selectYearMonth,
  selectYearOptions,
} from './month-year-picker';
export type {
  QuestionLoopDraft,
  QuestionLoopEvent,
  QuestionLoopOptions,
  QuestionLoopState,
} from './question-loop';
export {
  initialQuestionLoopState,
  QUESTION_LOOP_EVENT,
  questionLoopReducer,
  selectCanAdd,
  selectDraftErrors,
  selectIsAtMaxItems,
  selectQuestionLoopDraft,
  selectQuestionLoopValue,
} from './question-loop';
