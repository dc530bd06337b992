import type { bookingForm } from '@/content/listing-page';
import type { Translation } from '@/content/i18n/types';
import { contact } from '@/content/contact';
import type { Lang } from './i18n';
import { priceWithUnit, type Unit } from './unit-price';
import { formatDuration, formatLongDate, formatTime } from './dates';
import { fill } from './template';
import {
  forSomeoneLines,
  whatIsSent,
  type ForSomeoneRequest,
  type ForSomeoneWords,
} from './someone-else';

/** Attribute of the price list's Book links: the service each one preselects in the form. */
export const BOOK_SERVICE_ATTRIBUTE = 'data-book-service';

/**
 * A booking request as it is sent: `phone` already normalised to 2547…/2541…; for someone
 * else, their name and number and who receives the confirmation (D37).
 */
export type BookingRequest = ForSomeoneRequest & {
  listing: string;
  /** Where the request was made: the listing's page, or the widget on the owner's site (D27). */
  source: 'listing' | 'embed';
  service: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  note: string;
  /** The deal the chosen slot gets, as the form said it (D28): "Kes 1,440 (20% off, was Kes 1,800)". */
  deal?: string;
  /** The team member asked for; '' for anyone (D31). */
  member?: string;
  /** The deposit for the chosen service and time, and where it is paid, as the form said it. */
  deposit?: string;
  /** The listing's booking policy as the form showed it, or that it has published none. */
  policy?: string;
};

/**
 * The message's words for one listing in the page's language: bookingForm.message with the
 * listing's name and address written in, as plain strings a server component can hand to the
 * form. `policy` is the line saying the customer has read it, where the listing publishes one.
 */
export type RequestWords = Record<Exclude<keyof typeof bookingForm.message, 'policy'>, string> & {
  /** The deal line's label (content/deals.ts), on listings that have deals. */
  deal?: string;
  /** The labels of the team member, deposit and policy fields (content/booking-terms.ts). */
  terms?: { member: string; deposit: string; policy: string };
  policy?: string;
  /** "Who is it for?" (D37): whom the request is for, and who receives the reply. */
  forSomeone?: ForSomeoneWords;
  /** A price with its unit, "{price} {per}" (content/services.ts, cardText.perUnit). */
  perUnit: string;
  lang: Lang;
};

export function requestWords(
  message: Translation<typeof bookingForm.message>,
  listing: { name: string; address: string; policy?: string },
  lang: Lang,
  perUnit: string,
): RequestWords {
  const { name, address, policy } = listing;
  const { policy: policyLine, ...words } = message;
  return {
    ...words,
    lang,
    perUnit,
    greeting: fill(message.greeting, { name, address }),
    ask: fill(message.ask, { name, address }),
    subject: fill(message.subject, { name }),
    ...(policy ? { policy: fill(policyLine, { policy }) } : {}),
  };
}

/**
 * The request as the customer would write it, in the page's language (D31 amended): what,
 * when and where, who asks, that she has read the policy (in one line), the deposit. The time
 * is on the Swahili clock in Kiswahili, with the 24-hour time after it, so the business cannot
 * misread it. The endpoint's request carries the whole policy instead (booking-form.tsx).
 */
export function bookingMessage(
  words: RequestWords,
  request: BookingRequest,
  service?: { priceKes: number; minutes: number; per?: Unit },
): string {
  const { lang } = words;
  const price = service && priceWithUnit(service.priceKes, service.per, lang, words.perUnit);
  const name = service
    ? `${request.service} (${price}, ${formatDuration(service.minutes, lang)})`
    : request.service;
  const note = request.note.trim();
  return [
    fill(words.greeting, {
      service: name,
      day: formatLongDate(request.date, lang),
      time: formatTime(request.time, lang),
    }),
    request.member ? fill(words.member, { member: request.member }) : null,
    request.deal && words.deal ? `${words.deal}: ${request.deal}` : null,
    fill(words.me, { name: request.name.trim(), phone: `+${request.phone}` }),
    ...forWhom(words, request, 'confirmation'),
    ...termsLines(words, request.deposit),
    note ? fill(words.note, { note }) : null,
    words.closing,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * For someone else (D37): whom it is for and who receives `kind` (the confirmation, or a
 * waitlist's reply), with the deposit details where the request has a deposit: every request's.
 */
export function forWhom(
  words: { forSomeone?: ForSomeoneWords },
  request: ForSomeoneRequest & { deposit?: string },
  kind: 'confirmation' | 'reply',
): string[] {
  const { forSomeone } = words;
  return forSomeone
    ? forSomeoneLines(forSomeone, request, whatIsSent(forSomeone, kind, Boolean(request.deposit)))
    : [];
}

/** The policy read and the deposit, where the listing has them: every request's. */
export function termsLines(
  words: { policy?: string; deposit: string },
  deposit?: string,
): (string | null)[] {
  return [words.policy ?? null, deposit ? fill(words.deposit, { deposit }) : null];
}

/**
 * "Rather write yourself?": the same message before a service or time is chosen, for the
 * customer to complete. `deposit` is the listing's deposit without a price ("30% of the price
 * (after any deal), by M-Pesa to …"); `forWhom`, for someone else, the line she completes with
 * their name and number (D37).
 */
export function directMessage(words: RequestWords, deposit?: string, forWhom?: string): string {
  return [words.ask, forWhom, ...termsLines(words, deposit), words.closing]
    .filter(Boolean)
    .join('\n');
}

/** A wa.me link that opens a chat with `number` (2547…) and the message typed in. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** An SMS to `number` (2547…) with the message typed in, for a customer without WhatsApp. */
export function smsHref(number: string, message: string): string {
  return `sms:+${number}?body=${encodeURIComponent(message)}`;
}

/**
 * The same message by email: to the business where its listing gives an address, otherwise to
 * the site's contact address, whose team passes it on (D32).
 */
export function bookingEmailHref(
  words: Pick<RequestWords, 'subject'>,
  message: string,
  to: string = contact.email,
): string {
  const subject = encodeURIComponent(words.subject);
  return `mailto:${to}?subject=${subject}&body=${encodeURIComponent(message)}`;
}
