import { addDays } from './dates';

/**
 * An "Add to calendar" file (RFC 5545) for a booking request, made in the visitor's browser:
 * nothing is sent anywhere (D32). The event is TENTATIVE, since the business has not confirmed
 * it, and on Nairobi's clock whatever the phone's own time zone.
 */

export type CalendarRequest = {
  /** Unique for this request, e.g. the listing's id and the time it was sent. */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** "2026-11-24" and "10:00", on Nairobi's clock. */
  date: string;
  time: string;
  minutes: number;
  /** When the file was made. */
  stamp: Date;
};

/** Nairobi keeps East Africa Time all year: one offset, no summer time. */
const NAIROBI = [
  'BEGIN:VTIMEZONE',
  'TZID:Africa/Nairobi',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:EAT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT as RFC 5545 writes it: backslash, semicolon, comma and newline escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** How many octets a character takes in UTF-8. */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** A line folded at 75 octets, continuation lines starting with a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** "20261124T100000" from "2026-11-24" and "10:00" plus `minutes`, carried over midnight. */
function localDateTime(date: string, time: string, minutes = 0): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  const day = addDays(date, Math.floor(total / 1440));
  const inDay = total % 1440;
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0');
  const mm = String(inDay % 60).padStart(2, '0');
  return `${day.replace(/-/g, '')}T${hh}${mm}00`;
}

/** "20261123T135000Z": a moment in UTC. */
function utcStamp(moment: Date): string {
  return moment.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
}

/** One VEVENT's lines. */
function eventLines(request: CalendarRequest): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(request.uid)}`,
    `DTSTAMP:${utcStamp(request.stamp)}`,
    `DTSTART;TZID=Africa/Nairobi:${localDateTime(request.date, request.time)}`,
    `DTEND;TZID=Africa/Nairobi:${localDateTime(request.date, request.time, request.minutes)}`,
    `SUMMARY:${icsText(request.title)}`,
    `DESCRIPTION:${icsText(request.description)}`,
    `LOCATION:${icsText(request.location)}`,
    'STATUS:TENTATIVE',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * The whole .ics file, lines ending CRLF: one event, or several (a waitlist's hold on each day
 * it names), each with its own UID.
 */
export function icsEvent(requests: CalendarRequest | readonly CalendarRequest[]): string {
  const events = 'uid' in requests ? [requests] : requests;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Miadi//Booking request//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...NAIROBI,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file as a link's address, to download with `download="….ics"`. */
export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
