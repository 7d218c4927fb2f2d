import { DateTime } from 'luxon';
import { type DateInput, toLondon } from './london';
import { LONDON } from './london-zone';

/**
 * One-off bank holidays in England and Wales set by royal proclamation: an extra day, or a regular
 * holiday moved (`replaces` names the regular date it displaced). Add new proclamations here.
 */
export const BANK_HOLIDAY_ONE_OFFS = [
  {
    date: '1995-05-08',
    replaces: '1995-05-01',
    reason: 'Early May bank holiday moved for VE Day 50',
  },
  { date: '1999-12-31', replaces: null, reason: 'Millennium' },
  { date: '2002-06-03', replaces: null, reason: 'Golden Jubilee' },
  {
    date: '2002-06-04',
    replaces: '2002-05-27',
    reason: 'Spring bank holiday moved for the Golden Jubilee',
  },
  {
    date: '2011-04-29',
    replaces: null,
    reason: 'Wedding of Prince William and Catherine Middleton',
  },
  {
    date: '2012-06-04',
    replaces: '2012-05-28',
    reason: 'Spring bank holiday moved for the Diamond Jubilee',
  },
  { date: '2012-06-05', replaces: null, reason: 'Diamond Jubilee' },
  {
    date: '2020-05-08',
    replaces: '2020-05-04',
    reason: 'Early May bank holiday moved for VE Day 75',
  },
  {
    date: '2022-06-02',
    replaces: '2022-05-30',
    reason: 'Spring bank holiday moved for the Platinum Jubilee',
  },
  { date: '2022-06-03', replaces: null, reason: 'Platinum Jubilee' },
  { date: '2022-09-19', replaces: null, reason: 'State Funeral of Queen Elizabeth II' },
  { date: '2023-05-08', replaces: null, reason: 'Coronation of King Charles III' },
] as const;

/** One entry of BANK_HOLIDAY_ONE_OFFS. */
export type BankHolidayOneOff = (typeof BANK_HOLIDAY_ONE_OFFS)[number];

const SATURDAY = 6;

function londonDay(year: number, month: number, day: number): DateTime {
  return DateTime.fromObject({ year, month, day }, { zone: LONDON });
}

function isWeekend(day: DateTime): boolean {
  return day.weekday >= SATURDAY;
}

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return londonDay(year, month, day);
}

function firstMonday(year: number, month: number): DateTime {
  const first = londonDay(year, month, 1);
  return first.plus({ days: (8 - first.weekday) % 7 });
}

function lastMonday(year: number, month: number): DateTime {
  const last = londonDay(year, month, 1).endOf('month').startOf('day');
  return last.minus({ days: last.weekday - 1 });
}

/**
 * Fixed-date holidays that fall at a weekend move to the next weekday not already a holiday, so
 * Christmas on a Saturday gives Monday 27 and Tuesday 28, and on a Sunday Monday 26 and Tuesday 27.
 */
function withSubstitutes(days: readonly DateTime[]): DateTime[] {
  const taken = days.filter((day) => !isWeekend(day));
  for (const day of days.filter(isWeekend)) {
    let substitute = day;
    while (isWeekend(substitute) || taken.some((held) => held.hasSame(substitute, 'day'))) {
      substitute = substitute.plus({ days: 1 });
    }
    taken.push(substitute);
  }
  return taken;
}

const cache = new Map<number, readonly string[]>();

/**
 * England and Wales bank holidays in `year` as sorted 'yyyy-MM-dd' London days: the statutory rules
 * (in force since 1978) plus the one-off proclamations in BANK_HOLIDAY_ONE_OFFS.
 */
export function bankHolidaysInYear(year: number): readonly string[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const regular = [
    ...withSubstitutes([londonDay(year, 1, 1)]),
    easter.minus({ days: 2 }),
    easter.plus({ days: 1 }),
    firstMonday(year, 5),
    lastMonday(year, 5),
    lastMonday(year, 8),
    ...withSubstitutes([londonDay(year, 12, 25), londonDay(year, 12, 26)]),
  ].map((day) => day.toISODate() as string);
  const oneOffs = BANK_HOLIDAY_ONE_OFFS.filter((entry) => entry.date.startsWith(`${year}-`));
  const replaced = new Set<string>(
    oneOffs.flatMap((entry) => (entry.replaces ? [entry.replaces] : [])),
  );
  const days = [
    ...regular.filter((day) => !replaced.has(day)),
    ...oneOffs.map((entry) => entry.date),
  ].sort();
  Object.freeze(days);
  cache.set(year, days);
  return days;
}

/** True when `date` falls on an England and Wales bank holiday (London day); false for an invalid date. */
export function isBankHoliday(date: DateInput): boolean {
  const day = toLondon(date);
  if (!day) return false;
  return bankHolidaysInYear(day.year).includes(day.toISODate() as string);
}
