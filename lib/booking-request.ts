import type { bookingForm } from '@/content/listing-page';
import type { Translation } from '@/content/i18n/types';
import { contact } from '@/content/contact';
import type { Lang } from './i18n';
import { formatKes } from './money';
import { formatDuration, formatLongDate, formatTime } from './dates';
import { fill } from './template';

/** Attribute of the price list's Book links: the service each one preselects in the form. */
export const BOOK_SERVICE_ATTRIBUTE = 'data-book-service';

/** A booking request as it is sent: `phone` already normalised to 2547…/2541…. */
export type BookingRequest = {
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
 * listing's name written in, as plain strings a server component can hand to the form.
 */
export type RequestWords = Record<
  Exclude<keyof BookingRequest, 'listing' | 'source' | 'deal' | 'member' | 'deposit' | 'policy'>,
  string
> & {
  /** The deal line's label (content/deals.ts), on listings that have deals. */
  deal?: string;
  /** The labels of the team member, deposit and policy lines (content/booking-terms.ts). */
  terms?: { member: string; deposit: string; policy: string };
  lang: Lang;
  greeting: string;
  closing: string;
  subject: string;
};

export function requestWords(
  message: Translation<typeof bookingForm.message>,
  listingName: string,
  lang: Lang,
): RequestWords {
  const { greeting, subject, ...lines } = message;
  return {
    ...lines,
    lang,
    greeting: fill(greeting, { name: listingName }),
    subject: fill(subject, { name: listingName }),
  };
}

/**
 * The request as a message a person reads, in the page's language: for WhatsApp, and the
 * email fallback. The time is on the Swahili clock in Kiswahili, with the 24-hour time after
 * it, so the business cannot misread it.
 */
export function bookingMessage(
  words: RequestWords,
  request: BookingRequest,
  service?: { priceKes: number; minutes: number },
): string {
  const { lang } = words;
  const serviceLine = service
    ? `${request.service} (${formatKes(service.priceKes)}, ${formatDuration(service.minutes, lang)})`
    : request.service;
  return [
    words.greeting,
    `${words.service}: ${serviceLine}`,
    `${words.date}: ${formatLongDate(request.date, lang)}`,
    `${words.time}: ${formatTime(request.time, lang, { clock: true })}`,
    `${words.name}: ${request.name.trim()}`,
    `${words.phone}: +${request.phone}`,
    ...(request.deal && words.deal ? [`${words.deal}: ${request.deal}`] : []),
    ...termLines(words, request),
    ...(request.note.trim() ? [`${words.note}: ${request.note.trim()}`] : []),
    words.closing,
  ].join('\n');
}

/** The team member, the deposit and the policy, each where the request has it (D31). */
function termLines(words: RequestWords, request: BookingRequest): string[] {
  const { terms } = words;
  if (!terms) return [];
  return (['member', 'deposit', 'policy'] as const).flatMap((key) =>
    request[key] ? [`${terms[key]}: ${request[key]}`] : [],
  );
}

/** A wa.me link that opens a chat with `number` (2547…) and the message typed in. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
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
