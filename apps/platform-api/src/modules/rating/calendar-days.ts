import {
  ageOn,
  checkHistoryDate,
  type DateInput,
  HISTORY_LOOKBACK_YEARS,
  toLondon,
} from '@brand/domain';

/*
 * Calendar arithmetic on plain 'yyyy-MM-dd' answers, for the rating's hot path. The domain's
 * `ageOn` and `checkHistoryDate` place every date in Europe/London with luxon, whose time-zone
 * offsets cost about 50 µs a date (Intl), most of a rating's time. Disclosure dates are calendar
 * days already, so these give the domain's answers by arithmetic, and hand anything else (a
 * timestamp, another format) to the domain functions themselves.
 * calendar-days.test.ts checks they agree with the domain on random dates.
 */

/** A calendar day; `key` (yyyymmdd) orders days. */
type Day = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly key: number;
};

/** The day answers are judged on, as given and as its London calendar day. */
export type RatingDay = { readonly input: DateInput; readonly day: Day };

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function makeDay(year: number, month: number, day: number): Day {
  return { year, month, day, key: year * 10_000 + month * 100 + day };
}

/**
 * A plain date's calendar day: null for an impossible date ('2025-02-30', which luxon also
 * refuses), undefined when the value is not a plain date the arithmetic can take.
 */
function plainDay(value: string): Day | null | undefined {
  const match = PLAIN_DATE.exec(value.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Years before 1000 stay with luxon, which gives two-digit years its own handling.
  if (year < 1000) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return makeDay(year, month, day);
}

/** The rating day of `input`: its London calendar day, worked out once per rating; null when unreadable. */
export function ratingDay(input: DateInput): RatingDay | null {
  const plain = typeof input === 'string' ? plainDay(input) : undefined;
  const day = plain !== undefined ? plain : plainDay(toLondon(input)?.toISODate() ?? '');
  return day ? { input, day } : null;
}

/** The day `years` calendar years from `from`; 29 February falls on 28 February in other years. */
function plusYears(from: Day, years: number): Day {
  const year = from.year + years;
  return makeDay(year, from.month, Math.min(from.day, daysInMonth(year, from.month)));
}

/** Whole calendar years from `from` to a day not before it. */
function wholeYears(from: Day, to: Day): number {
  const years = to.year - from.year;
  return plusYears(from, years).key > to.key ? years - 1 : years;
}

/**
 * Whole years from a date answer to the rating day, as the domain's `ageOn` gives them (a birthday
 * counts on the day; a later date gives the floor of a negative span, as luxon's diff does); null
 * when the answer is missing or unreadable.
 */
export function yearsOn(date: string | null | undefined, on: RatingDay): number | null {
  if (date === null || date === undefined) return null;
  const from = plainDay(date);
  if (from === null) return null;
  if (from === undefined) return ageOn(date, on.input);
  if (from.key <= on.day.key) return wholeYears(from, on.day);
  const back = wholeYears(on.day, from);
  return plusYears(on.day, back).key === from.key ? -back : -back - 1;
}

/** True for a history date (claim, conviction) within the lookback, as `checkHistoryDate` judges. */
export function isWithinLookback(date: string | null | undefined, on: RatingDay): boolean {
  const day = typeof date === 'string' ? plainDay(date) : undefined;
  if (day === null) return false;
  if (day === undefined) return checkHistoryDate(date, on.input) === null;
  return day.key <= on.day.key && day.key >= plusYears(on.day, -HISTORY_LOOKBACK_YEARS).key;
}
