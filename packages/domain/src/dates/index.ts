export type { BankHolidayOneOff } from './bank-holidays';
export { BANK_HOLIDAY_ONE_OFFS, bankHolidaysInYear, isBankHoliday } from './bank-holidays';
export type { CoverStart } from './cover-start';
export { coverStartAt, isImmediateStart } from './cover-start';
export {
  CHANGE_SCHEDULING_DAYS,
  DATE_PICKER_DAYS,
  datePickerChoices,
  isWithinDaysAhead,
} from './date-windows';
export type { DateInput } from './london';
export {
  compareLondonDays,
  isAfterLondonDay,
  isBeforeLondonDay,
  isSameLondonDay,
  LONDON_ZONE,
  londonDateTime,
  londonToday,
  startOfLondonDay,
  toLondon,
  toLondonIsoDate,
  wholeYearsBetween,
} from './london';
export type { DateEstimate, WorkingDayRange } from './working-days';
export {
  addWorkingDays,
  DIRECT_DEBIT_COLLECTION_WORKING_DAYS,
  directDebitCollectionEstimate,
  isWorkingDay,
  REFUND_WORKING_DAYS,
  refundEstimate,
  workingDayEstimate,
} from './working-days';
