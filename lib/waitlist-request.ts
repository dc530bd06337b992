import type { OpeningHours } from '@/content/types';
import type { Lang } from './i18n';
import { BOOKING_DAYS } from './booking-slots';
import { addDays, formatLongDate, formatTime } from './dates';
import { fromMinutes, periodsOn, toMinutes, zonedNow } from './opening-hours';
import { fill } from './template';

/**
 * The waitlist (D29): when no time fits, a visitor says which of the listing's next open days
 * and which window of the day suit them, and the business contacts them if a place frees up.
 * A class request asks for a spot in one coming date of a weekly class; a full class's request
 * is a waitlist request for that class and date. Both are sent like a booking request
 * (lib/booking-request.ts): posted with an endpoint, else handed over by WhatsApp or email.
 */

/** Attribute of the timetable's "Request a spot" links: the class each one chooses in the form. */
export const REQUEST_CLASS_ATTRIBUTE = 'data-request-class';

/** Where the listing page's waitlist form is; the booking form links to it. */
export const WAITLIST_ANCHOR = 'waitlist';

/** Where the listing page's class request form is; the timetable links to it. */
export const CLASS_REQUEST_ANCHOR = 'class-request';

/** A waitlist request as posted: `days` the chosen dates, "YYYY-MM-DD", joined by commas. */
export type WaitlistRequest = {
  listing: string;
  source: 'listing' | 'embed';
  service: string;
  /** The service's price, "Kes 1,800", as the listing gives it. */
  price: string;
  days: string;
  from: string;
  to: string;
  name: string;
  phone: string;
};

/** A request for a spot in one date of a class, or to wait for one when the class is full. */
export type ClassRequest = {
  listing: string;
  source: 'listing' | 'embed';
  class: string;
  /** The class's price, "Kes 800", where the listing gives one (its service's); else none. */
  price?: string;
  instructor: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  note: string;
};

/**
 * The next `count` days the listing is open, from today on its own clock (Nairobi); today only
 * while it has not closed.
 */
export function waitlistDays(hours: OpeningHours, now: Date, count: number = BOOKING_DAYS) {
  const clock = zonedNow(now);
  const days: string[] = [];
  // Two months covers any weekly schedule with at least one open day a week.
  for (let i = 0; i < 62 && days.length < count; i++) {
    const date = addDays(clock.date, i);
    const periods = periodsOn(hours, date);
    const open =
      i === 0 ? periods.some((p) => toMinutes(p.closes) > clock.minutes) : periods.length;
    if (open) days.push(date);
  }
  return days;
}

/** The times a window may start or end at: every `step` minutes from first opening to last closing. */
export function windowTimes(hours: OpeningHours, step: number): string[] {
  if (!hours.length) return [];
  const opens = Math.min(...hours.map((period) => toMinutes(period.opens)));
  const closes = Math.max(...hours.map((period) => toMinutes(period.closes)));
  const times: string[] = [];
  for (let minute = opens; minute <= closes; minute += step) times.push(fromMinutes(minute));
  return times;
}

/** A message's words in the page's language, the listing's name already written in. */
export type MessageWords = {
  lang: Lang;
  greeting: string;
  closing: string;
  /** The email's subject. */
  subject: string;
};

export type WaitlistMessageWords = MessageWords &
  Record<'service' | 'price' | 'days' | 'window' | 'name' | 'phone', string> & {
    /** "{from} to {to}". */
    between: string;
  };

export type ClassMessageWords = MessageWords &
  Record<'class' | 'price' | 'instructor' | 'date' | 'time' | 'name' | 'phone' | 'note', string>;

/** Greeting, one "Label: value" line for each value given, closing. */
function message(words: MessageWords, lines: readonly (readonly [string, string])[]): string {
  return [
    words.greeting,
    ...lines
      .filter(([, value]) => value.trim())
      .map(([label, value]) => `${label}: ${value.trim()}`),
    words.closing,
  ].join('\n');
}

/** The waitlist request as a person reads it, every field in it, dates and times in `lang`. */
export function waitlistMessage(words: WaitlistMessageWords, request: WaitlistRequest): string {
  const { lang } = words;
  const time = (value: string) => formatTime(value, lang, { clock: true });
  const days = request.days
    .split(',')
    .filter(Boolean)
    .map((day) => formatLongDate(day, lang));
  return message(words, [
    [words.service, request.service],
    [words.price, request.price],
    [words.days, days.join('; ')],
    [words.window, fill(words.between, { from: time(request.from), to: time(request.to) })],
    [words.name, request.name],
    [words.phone, `+${request.phone}`],
  ]);
}

/** The class request (or a full class's waitlist request) as a person reads it. */
export function classMessage(words: ClassMessageWords, request: ClassRequest): string {
  const { lang } = words;
  return message(words, [
    [words.class, request.class],
    [words.price, request.price ?? ''],
    [words.instructor, request.instructor],
    [words.date, formatLongDate(request.date, lang)],
    [words.time, formatTime(request.time, lang, { clock: true })],
    [words.name, request.name],
    [words.phone, `+${request.phone}`],
    [words.note, request.note],
  ]);
}

/** A class's key on the page: its day, start and name, which no two classes share. */
export function classKey(entry: { day: number; starts: string; name: string }): string {
  return `${entry.day}-${entry.starts}-${entry.name}`;
}
