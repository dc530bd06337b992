/**
 * Dates, weekdays and times in Kiswahili, for the Kiswahili pages.
 * - Names of days and months are written here, as CLDR gives them for sw-KE, rather than asked
 *   of Intl in the browser: a browser without Kiswahili data would answer in English, and the
 *   first Intl object a page makes costs 60–90 ms on a slow phone.
 * - Times are on the Swahili clock. sw-KE gives a 24-hour "13:05", and with hour12 it gives
 *   "1:05 PM" in English. People read the time counted from 7 am and 7 pm, with the part of the
 *   day: 13:05 is "saa 7:05 mchana". The select lists add the 24-hour time in brackets, since
 *   some readers think in it and "saa 12" alone is easy to misread as noon.
 * - Short weekdays. sw-KE has no abbreviations (short and long are both "Jumatatu"), so lists
 *   write the full name; there is no short form we could use that every reader knows.
 */

/** 0 is Sunday (Jumapili), as in `Date#getDay`. */
export const weekdays = [
  'Jumapili',
  'Jumatatu',
  'Jumanne',
  'Jumatano',
  'Alhamisi',
  'Ijumaa',
  'Jumamosi',
] as const;

export const months = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
] as const;

const shortMonths = [
  'Jan',
  'Feb',
  'Mac',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Ago',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function calendarDate(value: string): Date | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The part of the day a time falls in, as a Kiswahili speaker names it after the hour. */
function dayPeriod(hour: number): string {
  if (hour < 4) return 'usiku';
  if (hour < 6) return 'alfajiri';
  if (hour < 12) return 'asubuhi';
  if (hour < 16) return 'mchana';
  if (hour < 19) return 'jioni';
  return 'usiku';
}

/**
 * "HH:MM" on the Swahili clock: "07:00" is "saa 1 asubuhi", "13:30" is "saa 7:30 mchana",
 * "00:00" is "saa 6 usiku". With `clock`, the 24-hour time follows: "saa 1 asubuhi (07:00)".
 * Anything that is not a time comes back unchanged.
 */
export function formatTime(value: string, { clock = false } = {}): string {
  const match = TIME.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  const minutes = match[2]!;
  const swahiliHour = (hour + 6) % 12 || 12;
  const time = minutes === '00' ? `${swahiliHour}` : `${swahiliHour}:${minutes}`;
  const text = `saa ${time} ${dayPeriod(hour)}`;
  return clock ? `${text} (${value})` : text;
}

/** "Jumapili, 14 Juni" for "2026-06-14"; anything that is not a date comes back unchanged. */
export function formatLongDate(value: string): string {
  const date = calendarDate(value);
  return date
    ? `${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${months[date.getUTCMonth()]}`
    : value;
}

/** "22 Novemba 2026" for "2026-11-22": the date a document was last changed. */
export function formatDocumentDate(value: string): string {
  const date = calendarDate(value);
  return date
    ? `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : value;
}

/** "Jumanne 24 Nov": a day in a short list (Kiswahili has no short weekdays). */
export function formatShortDate(date: Date): string {
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${shortMonths[date.getUTCMonth()]}`;
}

/** The `count` days from `today` on: "Leo, Jumapili 14 Jun", "Kesho, Jumatatu 15 Jun", … */
export function upcomingDates(today: string, count: number): { value: string; label: string }[] {
  const start = calendarDate(today);
  if (!start) return [];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000);
    const label = formatShortDate(date);
    return {
      value: date.toISOString().slice(0, 10),
      label: i === 0 ? `Leo, ${label}` : i === 1 ? `Kesho, ${label}` : label,
    };
  });
}
