import type { Lang } from './i18n';
import * as sw from './i18n-dates';

/**
 * Calendar dates, times of day and opening hours, as the services search reads them in the
 * browser. Times are "HH:MM" on a 24-hour clock, so they compare as strings; dates are
 * "YYYY-MM-DD" calendar dates, read without a time zone so a date means the same day for every
 * visitor. The formatters write English unless given `lang`; Kiswahili comes from
 * lib/i18n-dates.ts (the Swahili clock). What only listing pages need, such as whether a
 * listing is open now, is in lib/opening-hours.ts: a module reaches the browser whole.
 */

/** 0 is Sunday, as in `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Open on `days` from `opens` until `closes` (the closing time itself is closed). */
export type OpeningPeriod = { days: readonly Weekday[]; opens: string; closes: string };

export type OpeningHours = readonly OpeningPeriod[];

export const shortDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const longDays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** The calendar date as a UTC Date, or undefined for anything but a real "YYYY-MM-DD" date. */
export function calendarDate(value: string): Date | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

export function isDate(value: string): boolean {
  return calendarDate(value) !== undefined;
}

export function weekdayOf(value: string): Weekday | undefined {
  return calendarDate(value)?.getUTCDay() as Weekday | undefined;
}

/** Open on that weekday (any time), at that time (any day), or both; no condition: true. */
export function isOpen(hours: OpeningHours, when: { day?: Weekday; time?: string }): boolean {
  return hours.some(
    (period) =>
      (when.day === undefined || period.days.includes(when.day)) &&
      (when.time === undefined || (period.opens <= when.time && when.time < period.closes)),
  );
}

/** "Saturday 14 June". */
export function formatLongDate(value: string, lang: Lang = 'en'): string {
  if (lang === 'sw') return sw.formatLongDate(value);
  const date = calendarDate(value);
  if (!date) return value;
  return `${longDays[date.getUTCDay()]} ${date.getUTCDate()} ${longMonths[date.getUTCMonth()]}`;
}

/** The visitor's local calendar date, "YYYY-MM-DD". */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The `count` days from `today` on, labelled "Today, Sat 14 Jun", "Tomorrow, …", "Mon 16 Jun". */
export function upcomingDates(
  today: string,
  count: number,
  lang: Lang = 'en',
): { value: string; label: string }[] {
  if (lang === 'sw') return sw.upcomingDates(today, count);
  const start = calendarDate(today);
  if (!start) return [];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000);
    const value = date.toISOString().slice(0, 10);
    const label = `${shortDays[date.getUTCDay()]} ${date.getUTCDate()} ${shortMonths[date.getUTCMonth()]}`;
    return { value, label: i === 0 ? `Today, ${label}` : i === 1 ? `Tomorrow, ${label}` : label };
  });
}

/** Times from `first` to `last` inclusive, every `step` minutes: "06:00", "06:30", … */
export function timeSlots(first: string, last: string, step: number): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const slots: string[] = [];
  for (let m = minutes(first); m <= minutes(last); m += step) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}

/**
 * A time of day as the page's language reads it: "14:30" in English, "saa 8:30 mchana" on the
 * Swahili clock, with `clock` followed by the 24-hour time: "saa 8:30 mchana (14:30)".
 */
export function formatClock(time: string, lang: Lang = 'en', { clock = false } = {}): string {
  return lang === 'sw' ? sw.formatTime(time, { clock }) : time;
}

/**
 * Where a sentence has blanks, a client island gets it as a string with stand-ins, made on the
 * server from the page's words (a function cannot be a prop), and `fillBlanks` writes the
 * values in. The formatters above give a stand-in back unchanged, so a sentence that formats
 * its time itself keeps the blank. `blank(0)` is the first blank, `blank(1)` the second.
 */
export function blank(index: number): string {
  return `\u2063${index}\u2063`;
}

export const BLANK = blank(0);

export function fillBlanks(sentence: string, ...values: string[]): string {
  return values.reduce((text, value, index) => text.split(blank(index)).join(value), sentence);
}
