import type { Lang } from './i18n';
import * as sw from './i18n-dates';

/**
 * Opening hours and calendar dates, as the services search uses them. Times are "HH:MM" on a
 * 24-hour clock, so they compare as strings; dates are "YYYY-MM-DD" calendar dates, read
 * without a time zone so a date means the same day for every visitor. The formatters write
 * English unless given `lang`; Kiswahili comes from lib/i18n-dates.ts (the Swahili clock).
 */

/** 0 is Sunday, as in `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Open on `days` from `opens` until `closes` (the closing time itself is closed). */
export type OpeningPeriod = { days: readonly Weekday[]; opens: string; closes: string };

export type OpeningHours = readonly OpeningPeriod[];

const shortDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const longDays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const shortMonths = [
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
const longMonths = [
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
function calendarDate(value: string): Date | undefined {
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

/** "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri", "Every day": the week read from Monday. */
export function formatDays(days: readonly Weekday[]): string {
  const open = new Set(days);
  if (open.size === 7) return 'Every day';
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0] as const;
  const runs: Weekday[][] = [];
  let run: Weekday[] = [];
  for (const day of mondayFirst) {
    if (open.has(day)) run.push(day);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs
    .flatMap((r) =>
      r.length >= 3
        ? [`${shortDays[r[0]!]}–${shortDays[r[r.length - 1]!]}`]
        : r.map((day) => shortDays[day]),
    )
    .join(', ');
}

/** "Mon–Fri 08:00–20:00, Sat 09:00–17:00". */
export function formatOpeningHours(hours: OpeningHours, lang: Lang = 'en'): string {
  if (lang === 'sw') return sw.formatOpeningHours(hours);
  return hours
    .map((period) => `${formatDays(period.days)} ${period.opens}–${period.closes}`)
    .join(', ');
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
 * Where every listing is, Nairobi: its hours, slots and "open now" are read on East Africa Time,
 * UTC+3 all year (Kenya keeps no daylight saving).
 */
const LISTING_UTC_OFFSET_MINUTES = 3 * 60;

/** Minutes since midnight of an "HH:MM" time. */
export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "HH:MM" of minutes since midnight. */
export function fromMinutes(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The calendar date and time at `now` on the listings' clock, whatever the device's own zone:
 * { date: "2026-11-24", minutes: 90 } for 01:30 on 24 November in Nairobi. Plain arithmetic
 * rather than Intl with a time zone: the first Intl object a page makes costs 60–90 ms on a slow
 * phone, and the booking form asks for the time for every day it offers.
 */
export function zonedNow(now: Date): { date: string; minutes: number } {
  const local = new Date(now.getTime() + LISTING_UTC_OFFSET_MINUTES * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const start = calendarDate(date);
  if (!start) return date;
  return new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The periods open on a date, earliest first. */
export function periodsOn(hours: OpeningHours, date: string): OpeningPeriod[] {
  const day = weekdayOf(date);
  return hours
    .filter((period) => day !== undefined && period.days.includes(day))
    .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
}

export type OpenStatus =
  | { open: true; closes: string }
  | { open: false; opens: { date: string; time: string; inDays: number } | undefined };

/** Whether a listing is open at `now` on its own clock, and else when it next opens. */
export function openStatus(hours: OpeningHours, now: Date): OpenStatus {
  const { date, minutes } = zonedNow(now);
  const current = periodsOn(hours, date).find(
    (period) => toMinutes(period.opens) <= minutes && minutes < toMinutes(period.closes),
  );
  if (current) return { open: true, closes: current.closes };
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = addDays(date, inDays);
    const next = periodsOn(hours, day).find(
      (period) => inDays > 0 || toMinutes(period.opens) > minutes,
    );
    if (next) return { open: false, opens: { date: day, time: next.opens, inDays } };
  }
  return { open: false, opens: undefined };
}

function dayName(day: Weekday, lang: Lang): string {
  return (lang === 'sw' ? sw.weekdays : longDays)[day]!;
}

/** "Monday": the weekday of a "YYYY-MM-DD" date. */
export function weekdayName(date: string, lang: Lang = 'en'): string {
  const day = weekdayOf(date);
  return day === undefined ? date : dayName(day, lang);
}

/** The week from Monday: each day's name and its periods (none: closed). */
export function weekSchedule(
  hours: OpeningHours,
  lang: Lang = 'en',
): { day: Weekday; name: string; periods: OpeningPeriod[] }[] {
  return ([1, 2, 3, 4, 5, 6, 0] as const).map((day) => ({
    day,
    name: dayName(day, lang),
    periods: hours
      .filter((period) => period.days.includes(day))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens)),
  }));
}

/** "45 min", "1 h", "1 h 30 min"; in Kiswahili "dakika 45", "saa 1", "saa 1 na dakika 30". */
export function formatDuration(minutes: number, lang: Lang = 'en'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (lang === 'sw') {
    if (!hours) return `dakika ${rest}`;
    return rest ? `saa ${hours} na dakika ${rest}` : `saa ${hours}`;
  }
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** "18 October 2026". */
export function formatDate(value: string, lang: Lang = 'en'): string {
  if (lang === 'sw') return sw.formatDocumentDate(value);
  const date = calendarDate(value);
  if (!date) return value;
  return `${date.getUTCDate()} ${longMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Tue 24 Nov": a day in a short list; "Jumanne 24 Nov" (Kiswahili has no short weekdays). */
export function formatShortDate(value: string, lang: Lang = 'en'): string {
  const date = calendarDate(value);
  if (!date) return value;
  if (lang === 'sw') return sw.formatShortDate(date);
  return `${shortDays[date.getUTCDay()]} ${date.getUTCDate()} ${shortMonths[date.getUTCMonth()]}`;
}

/**
 * A time of day as the page's language reads it: "14:30" in English, "saa 8:30 mchana" on the
 * Swahili clock, with `clock` followed by the 24-hour time: "saa 8:30 mchana (14:30)".
 */
export function formatClock(time: string, lang: Lang = 'en', { clock = false } = {}): string {
  return lang === 'sw' ? sw.formatTime(time, { clock }) : time;
}

/** "08:00–20:00", or "saa 2 asubuhi hadi saa 2 usiku": one opening period's times. */
export function formatPeriod(period: { opens: string; closes: string }, lang: Lang = 'en'): string {
  return lang === 'sw'
    ? `${sw.formatTime(period.opens)} hadi ${sw.formatTime(period.closes)}`
    : `${period.opens}–${period.closes}`;
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

/** The "open now" line's sentences (openNowText in content/listing-page.ts). */
export type OpenNowSentences = {
  open: (closes: string) => string;
  today: (opens: string) => string;
  tomorrow: (opens: string) => string;
  later: (day: string, opens: string) => string;
  never: string;
};

export type OpenNowWords = { lang: Lang } & { [K in keyof OpenNowSentences]: string };

/** The sentences with blanks, for the OpenNow island. */
export function openNowWords(sentences: OpenNowSentences, lang: Lang): OpenNowWords {
  return {
    lang,
    open: sentences.open(BLANK),
    today: sentences.today(BLANK),
    tomorrow: sentences.tomorrow(BLANK),
    later: sentences.later(BLANK, blank(1)),
    never: sentences.never,
  };
}

/** "Open now, until 19:00", "Imefungwa sasa, itafunguliwa kesho saa 3 asubuhi", … */
export function openNowLine(words: OpenNowWords, status: OpenStatus): string {
  const time = (value: string) => formatClock(value, words.lang);
  if (status.open) return fillBlanks(words.open, time(status.closes));
  if (!status.opens) return words.never;
  const { inDays, date, time: opens } = status.opens;
  if (inDays === 0) return fillBlanks(words.today, time(opens));
  if (inDays === 1) return fillBlanks(words.tomorrow, time(opens));
  return fillBlanks(words.later, weekdayName(date, words.lang), time(opens));
}

/**
 * Every line `openNowLine` can give for these hours, whatever the time (a few more at most):
 * the static HTML cannot know the time, so the island holds room for the longest of them.
 */
export function openNowLines(words: OpenNowWords, hours: OpeningHours): string[] {
  const time = (value: string) => formatClock(value, words.lang);
  return [
    words.never,
    ...hours.flatMap((period) => [
      fillBlanks(words.open, time(period.closes)),
      fillBlanks(words.today, time(period.opens)),
      fillBlanks(words.tomorrow, time(period.opens)),
      ...period.days.map((day) =>
        fillBlanks(words.later, dayName(day, words.lang), time(period.opens)),
      ),
    ]),
  ];
}
