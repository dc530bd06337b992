import type { OpeningHours, OpeningPeriod, Weekday } from '@/content/types';
import {
  addDays,
  dayName,
  formatDays,
  formatPeriod,
  formatTime,
  mondayFirst,
  weekdayName,
  weekdayOf,
} from './dates';
import type { Lang } from './i18n';
import { fill } from './template';

/**
 * Opening hours as a listing's page and the booking form read them: written out, by the week,
 * and whether a listing is open now on Nairobi's clock. The search's reading of hours is in
 * lib/calendar.ts; every date, weekday and time is written by lib/dates.ts.
 */

/**
 * "Mon–Fri 08:00–20:00, Sat 09:00–17:00"; "Jumatatu–Ijumaa saa 2 asubuhi hadi saa 2 usiku;
 * Jumamosi saa 3 asubuhi hadi saa 11 jioni".
 */
export function formatOpeningHours(
  hours: OpeningHours,
  lang: Lang,
  options: { midSentence?: boolean } = {},
): string {
  return hours
    .map((period) => `${formatDays(period.days, lang, options)} ${formatPeriod(period, lang)}`)
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

/** The week from Monday: each day's name and its periods (none: closed). */
export function weekSchedule(
  hours: OpeningHours,
  lang: Lang,
): { day: Weekday; name: string; periods: OpeningPeriod[] }[] {
  return mondayFirst.map((day) => ({
    day,
    name: dayName(day, lang),
    periods: hours
      .filter((period) => period.days.includes(day))
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens)),
  }));
}

/**
 * The "open now" line's sentences (openNowText in content/listing-page.ts), with `{closes}`,
 * `{opens}` and `{day}` slots (lib/template.ts).
 */
export type OpenNowSentences = {
  open: string;
  today: string;
  tomorrow: string;
  later: string;
  never: string;
};

export type OpenNowWords = { lang: Lang } & OpenNowSentences;

/** The sentences and their language, for the OpenNow island. */
export function openNowWords(sentences: OpenNowSentences, lang: Lang): OpenNowWords {
  const { open, today, tomorrow, later, never } = sentences;
  return { lang, open, today, tomorrow, later, never };
}

/** "Open now, until 19:00", "Imefungwa sasa, itafunguliwa kesho saa 3 asubuhi", … */
export function openNowLine(words: OpenNowWords, status: OpenStatus): string {
  const time = (value: string) => formatTime(value, words.lang);
  if (status.open) return fill(words.open, { closes: time(status.closes) });
  if (!status.opens) return words.never;
  const { inDays, date, time: opens } = status.opens;
  if (inDays === 0) return fill(words.today, { opens: time(opens) });
  if (inDays === 1) return fill(words.tomorrow, { opens: time(opens) });
  return fill(words.later, { day: weekdayName(date, words.lang), opens: time(opens) });
}

/**
 * Every line `openNowLine` can give for these hours, whatever the time (a few more at most):
 * the static HTML cannot know the time, so the island holds room for the longest of them.
 */
export function openNowLines(words: OpenNowWords, hours: OpeningHours): string[] {
  const time = (value: string) => formatTime(value, words.lang);
  return [
    words.never,
    ...hours.flatMap((period) => [
      fill(words.open, { closes: time(period.closes) }),
      fill(words.today, { opens: time(period.opens) }),
      fill(words.tomorrow, { opens: time(period.opens) }),
      ...period.days.map((day) =>
        fill(words.later, { day: dayName(day, words.lang), opens: time(period.opens) }),
      ),
    ]),
  ];
}
