import { type DateInput, LONDON_ZONE, toLondon, type YearMonth } from '@brand/domain';
import { DateTime } from 'luxon';
import { isRecord } from '../values/form-values';

const NUMERIC = /^\s*-?\d+(?:\.\d+)?\s*$/;
const WHOLE = /^\s*\d+\s*$/;

/** A number answer: a finite number, or text of one (radios and selects may store '3'). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : null;
}

/** The London calendar day of a date answer (an ISO string or a Date), or null. */
export function readDay(value: unknown): DateTime | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  return toLondon(value)?.startOf('day') ?? null;
}

function readWhole(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' && WHOLE.test(value) ? Number(value) : null;
}

/** A month answer: a { year, month } pair (month 1 to 12, numbers or digits) or a date's month. */
export function readYearMonth(value: unknown): YearMonth | null {
  if (!isRecord(value)) {
    const day = readDay(value);
    return day ? { year: day.year, month: day.month } : null;
  }
  const year = readWhole(value.year);
  const month = readWhole(value.month);
  return year !== null && month !== null && month >= 1 && month <= 12 ? { year, month } : null;
}

/** The first day of a month, as the ISO date the domain's month rules read. */
export function monthStart({ year, month }: YearMonth): string {
  return DateTime.fromObject({ year, month, day: 1 }).toISODate() ?? '';
}

// Every rule of a validation asks for "today", and working out a London day through luxon's time
// zone support costs microseconds each time: a London day is kept with the instants it spans (23,
// 24 or 25 hours), so any instant inside it is answered without luxon.
let lastDay: { from: number; to: number; day: DateTime } | null = null;
let lastText: { text: string; day: DateTime } | null = null;

function londonDayOfInstant(instant: number): DateTime {
  if (lastDay && instant >= lastDay.from && instant < lastDay.to) return lastDay.day;
  const day = DateTime.fromMillis(instant, { zone: LONDON_ZONE }).startOf('day');
  lastDay = { from: day.toMillis(), to: day.plus({ days: 1 }).toMillis(), day };
  return day;
}

/** Today in London from the context's `now`, or from the clock when that is absent or unreadable. */
export function londonTodayFrom(now: unknown): DateTime {
  if (now instanceof Date && !Number.isNaN(now.getTime())) return londonDayOfInstant(now.getTime());
  if (typeof now === 'string') {
    if (lastText?.text === now) return lastText.day;
    const readable = toLondon(now as DateInput);
    if (readable) {
      lastText = { text: now, day: readable.startOf('day') };
      return lastText.day;
    }
  }
  return londonDayOfInstant(Date.now());
}

/** A day as messages show it, GOV.UK style: '1 January 2026'. */
export function formatDay(day: DateTime): string {
  return day.setLocale('en-GB').toFormat('d MMMM yyyy');
}

/** A month as messages show it: 'January 2026'. */
export function formatMonth(month: YearMonth): string {
  return DateTime.fromObject({ ...month, day: 1 })
    .setLocale('en-GB')
    .toFormat('MMMM yyyy');
}
