import { bookingForm } from '@/content/listing-page';
import { site } from '@/content/site';
import { formatKes } from './money';
import { formatDuration, formatLongDate } from './opening-hours';

/** Attribute of the price list's Book links: the service each one preselects in the form. */
export const BOOK_SERVICE_ATTRIBUTE = 'data-book-service';

/** A booking request as it is sent: `phone` already normalised to 2547…/2541…. */
export type BookingRequest = {
  listing: string;
  service: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  note: string;
};

/** The request as a message a person reads: for WhatsApp, and the email fallback. */
export function bookingMessage(
  listingName: string,
  request: BookingRequest,
  service?: { priceKes: number; minutes: number },
): string {
  const copy = bookingForm.message;
  const serviceLine = service
    ? `${request.service} (${formatKes(service.priceKes)}, ${formatDuration(service.minutes)})`
    : request.service;
  return [
    copy.greeting(listingName),
    `${copy.service}: ${serviceLine}`,
    `${copy.date}: ${formatLongDate(request.date)}`,
    `${copy.time}: ${request.time}`,
    `${copy.name}: ${request.name.trim()}`,
    `${copy.phone}: +${request.phone}`,
    ...(request.note.trim() ? [`${copy.note}: ${request.note.trim()}`] : []),
    copy.closing,
  ].join('\n');
}

/** A wa.me link that opens a chat with `number` (2547…) and the message typed in. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** The same message by email, to Miadi's address (no listing publishes one). */
export function bookingEmailHref(listingName: string, message: string): string {
  const subject = encodeURIComponent(bookingForm.message.subject(listingName));
  return `mailto:${site.contact.email}?subject=${subject}&body=${encodeURIComponent(message)}`;
}
