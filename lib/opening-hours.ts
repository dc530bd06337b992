import {
  BLANK,
  blank,
  calendarDate,
  fillBlanks,
  formatClock,
  longDays,
  longMonths,
  shortDays,
  weekdayOf,
  type OpeningHours,
  type OpeningPeriod,
  type Weekday,
} from './calendar';
import type { Lang } from './i18n';
import * as sw from './i18n-dates';

/**
 * Opening hours as a listing's page and the booking form read them: written out, by the week,
 * and whether a listing is open now on Nairobi's clock. Dates, times and the search's reading
 * of hours are in lib/calendar.ts.
 */

/**
 * "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri", "Every day"; in Kiswahili "Jumatatu–Ijumaa",
 * "Jumamosi, Jumapili", "Kila siku" (it has no short weekdays): the week read from Monday.
 */
export function formatDays(days: readonly Weekday[], lang: Lang = 'en'): string {
  const names = lang === 'sw' ? sw.weekdays : shortDays;
  const open = new Set(days);
  if (open.size === 7) return lang === 'sw' ? 'Kila siku' : 'Every day';
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
      r.length >= 3 ? [`${names[r[0]!]}–${names[r[r.length - 1]!]}`] : r.map((day) => names[day]),
    )
    .join(', ');
}

/**
 * "Mon–Fri 08:00–20:00, Sat 09:00–17:00"; "Jumatatu–Ijumaa saa 2 asubuhi hadi saa 2 usiku;
 * Jumamosi saa 3 asubuhi hadi saa 11 jioni".
 */
export function formatOpeningHours(hours: OpeningHours, lang: Lang = 'en'): string {
  return hours
    .map((period) => `${formatDays(period.days, lang)} ${formatPeriod(period, lang)}`)
    .join(lang === 'sw' ? '; ' : ', ');
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

/** "08:00–20:00", or "saa 2 asubuhi hadi saa 2 usiku": one opening period's times. */
export function formatPeriod(period: { opens: string; closes: string }, lang: Lang = 'en'): string {
  return lang === 'sw'
    ? `${sw.formatTime(period.opens)} hadi ${sw.formatTime(period.closes)}`
    : `${period.opens}–${period.closes}`;
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
