import type { OpeningHours } from '@/content/types';
import type { Lang } from './i18n';
import { BOOKING_DAYS } from './booking-slots';
import { addDays, formatLongDate, formatTime } from './dates';
import { fromMinutes, periodsOn, toMinutes, zonedNow } from './opening-hours';
import { fill } from './template';
import { forWhom, termsLines } from './booking-request';
import type { ForSomeoneRequest, ForSomeoneWords } from './someone-else';

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

/** Where the listing page's class timetable is; the price list and the booking form link to it. */
export const CLASSES_ANCHOR = 'classes';

/** Where the listing page's class request form is; the timetable links to it. */
export const CLASS_REQUEST_ANCHOR = 'class-request';

/**
 * A waitlist request as posted: `days` the chosen dates, "YYYY-MM-DD", joined by commas; for
 * someone else, their name and number and who receives the reply (D37).
 */
export type WaitlistRequest = ForSomeoneRequest & {
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
  /** The deposit for the service's price, and where it is paid, as the form said it. */
  deposit?: string;
  /** The listing's booking policy as the form showed it, whole (D31 amended). */
  policy?: string;
};

/** A request for a spot in one date of a class, or to wait for one when the class is full. */
export type ClassRequest = ForSomeoneRequest & {
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
  deposit?: string;
  policy?: string;
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

/**
 * A message's words in the page's language, the listing's name and address already written
 * in; who asks, the policy read and the deposit read as a booking's (lib/booking-request.ts).
 */
export type MessageWords = {
  lang: Lang;
  greeting: string;
  closing: string;
  /** The email's subject. */
  subject: string;
  me: string;
  note: string;
  deposit: string;
  /** "I have read your booking policy: …", where the listing publishes one. */
  policy?: string;
  /** "Who is it for?" (D37): whom the request is for, and who receives the reply. */
  forSomeone?: ForSomeoneWords;
};

export type WaitlistMessageWords = MessageWords;

/** `full`: said after the greeting when the class is full. */
export type ClassMessageWords = MessageWords & { full: string };

/** The message's lines: those given, in order, and the closing. */
function message(words: MessageWords, lines: readonly (string | null)[]): string {
  return [...lines, words.closing].filter(Boolean).join('\n');
}

/** Who asks: "My name is …, mobile +2547…". */
const me = (words: MessageWords, request: { name: string; phone: string }) =>
  fill(words.me, { name: request.name.trim(), phone: `+${request.phone}` });

/** The waitlist request as the customer would write it, dates and times in `lang`. */
export function waitlistMessage(words: WaitlistMessageWords, request: WaitlistRequest): string {
  const { lang } = words;
  const time = (value: string) => formatTime(value, lang);
  const days = request.days
    .split(',')
    .filter(Boolean)
    .map((day) => formatLongDate(day, lang));
  return message(words, [
    fill(words.greeting, {
      service: `${request.service} (${request.price})`,
      days: days.join('; '),
      from: time(request.from),
      to: time(request.to),
    }),
    me(words, request),
    ...forWhom(words, request, 'reply'),
    ...termsLines(words, request.deposit),
  ]);
}

/** The class request (or a full class's waitlist request) as the customer would write it. */
export function classMessage(
  words: ClassMessageWords,
  request: ClassRequest,
  full: boolean,
): string {
  const { lang } = words;
  const note = request.note.trim();
  return message(words, [
    fill(words.greeting, {
      class: request.price ? `${request.class} (${request.price})` : request.class,
      instructor: request.instructor,
      day: formatLongDate(request.date, lang),
      time: formatTime(request.time, lang),
    }),
    full ? words.full : null,
    me(words, request),
    ...forWhom(words, request, full ? 'reply' : 'confirmation'),
    ...termsLines(words, request.deposit),
    note ? fill(words.note, { note }) : null,
  ]);
}

/** A class's key on the page: its day, start and name, which no two classes share. */
export function classKey(entry: { day: number; starts: string; name: string }): string {
  return `${entry.day}-${entry.starts}-${entry.name}`;
}
