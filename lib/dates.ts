import type { Weekday } from '@/content/types';
import type { Lang } from './i18n';

/**
 * Every date, weekday and time the site writes, in both languages. Dates are "YYYY-MM-DD"
 * calendar dates, read without a time zone so a date means the same day for every visitor;
 * times are "HH:MM" on a 24-hour clock, so they compare as strings.
 * - The names of days and months are written here as CLDR gives them for en-KE and sw-KE
 *   (but "Sep", not en-KE's "Sept"), checked against Node's Intl by tests/unit/dates.test.ts,
 *   rather than asked of Intl in the browser: a browser without Kiswahili data would answer in
 *   English, and the first Intl object a page makes costs 60–90 ms on a slow phone.
 * - Kiswahili times are on the Swahili clock. sw-KE gives a 24-hour "13:05", and with hour12 it
 *   gives "1:05 PM" in English. People read the time counted from 7 am and 7 pm, with the part
 *   of the day: 13:05 is "saa 7:05 mchana (13:05)", always with the 24-hour time in brackets,
 *   since some readers think in it and "saa 12" alone is easy to misread as noon.
 * - Durations never look like clock times: "dakika 90", "masaa 3" (formatDuration).
 * - Kiswahili has no short weekdays (sw-KE's short and long are both "Jumatatu"), so lists write
 *   the full name; there is no short form every reader knows.
 */

type Names = {
  days: readonly string[];
  shortDays: readonly string[];
  months: readonly string[];
  shortMonths: readonly string[];
};

const swahiliDays = [
  'Jumapili',
  'Jumatatu',
  'Jumanne',
  'Jumatano',
  'Alhamisi',
  'Ijumaa',
  'Jumamosi',
] as const;

/** The names of days (from Sunday) and months in each language. */
export const dateNames = {
  en: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
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
    ],
    shortMonths: [
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
    ],
  },
  sw: {
    days: swahiliDays,
    shortDays: swahiliDays,
    months: [
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
    ],
    shortMonths: [
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
    ],
  },
} as const satisfies Record<Lang, Names>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** The calendar date as a UTC Date, or undefined for anything but a real "YYYY-MM-DD" date. */
export function calendarDate(value: string): Date | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

export function isDate(value: string): boolean {
  return calendarDate(value) !== undefined;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

export function weekdayOf(value: string): Weekday | undefined {
  return calendarDate(value)?.getUTCDay() as Weekday | undefined;
}

/** The date `days` after a "YYYY-MM-DD" date; anything that is not a date comes back unchanged. */
export function addDays(date: string, days: number): string {
  const start = calendarDate(date);
  if (!start) return date;
  return isoDate(new Date(start.getTime() + days * DAY_MS));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The visitor's local calendar date, "YYYY-MM-DD", as a date input writes it. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Monday", "Jumatatu". */
export function dayName(day: Weekday, lang: Lang): string {
  return dateNames[lang].days[day];
}

/** The weekday of a "YYYY-MM-DD" date: "Monday", "Jumatatu". */
export function weekdayName(date: string, lang: Lang): string {
  const day = weekdayOf(date);
  return day === undefined ? date : dayName(day, lang);
}

/**
 * "Saturday 14 June", "Jumapili, 14 Juni"; anything that is not a date (a message's
 * "{date}" slot, say) comes back unchanged.
 */
export function formatLongDate(value: string, lang: Lang): string {
  const date = calendarDate(value);
  if (!date) return value;
  const { days, months } = dateNames[lang];
  const day = days[date.getUTCDay()];
  return `${lang === 'sw' ? `${day},` : day} ${date.getUTCDate()} ${months[date.getUTCMonth()]}`;
}

/** "18 October 2026", "18 Oktoba 2026": a day with its year (a document's, a review's). */
export function formatDate(value: string, lang: Lang): string {
  const date = calendarDate(value);
  if (!date) return value;
  const { months } = dateNames[lang];
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "November 2026", "Novemba 2026": the month a figure was measured in. */
export function formatMonth(value: string, lang: Lang): string {
  const date = calendarDate(value);
  if (!date) return value;
  return `${dateNames[lang].months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Tue 24 Nov", "Jumanne 24 Nov": a day in a short list. */
export function formatShortDate(value: string, lang: Lang): string {
  const date = calendarDate(value);
  return date ? shortDate(date, lang) : value;
}

function shortDate(date: Date, lang: Lang): string {
  const { shortDays, shortMonths } = dateNames[lang];
  return `${shortDays[date.getUTCDay()]} ${date.getUTCDate()} ${shortMonths[date.getUTCMonth()]}`;
}

const todayAndTomorrow = {
  en: ['Today', 'Tomorrow'],
  sw: ['Leo', 'Kesho'],
} as const satisfies Record<Lang, readonly [string, string]>;

/**
 * The `count` days from `today` on: "Today, Sat 14 Jun", "Tomorrow, Sun 15 Jun", "Mon 16 Jun";
 * "Leo, Jumapili 14 Jun", "Kesho, Jumatatu 15 Jun", …
 */
export function upcomingDates(
  today: string,
  count: number,
  lang: Lang,
): { value: string; label: string }[] {
  const start = calendarDate(today);
  if (!start) return [];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start.getTime() + i * DAY_MS);
    const label = shortDate(date, lang);
    const named = todayAndTomorrow[lang][i];
    return { value: isoDate(date), label: named ? `${named}, ${label}` : label };
  });
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

/** "saa 7:30 mchana": an "HH:MM" time on the Swahili clock, without the 24-hour time. */
function swahiliTime(value: string): string | undefined {
  const match = TIME.exec(value);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minutes = match[2]!;
  const swahiliHour = (hour + 6) % 12 || 12;
  const time = minutes === '00' ? `${swahiliHour}` : `${swahiliHour}:${minutes}`;
  return `saa ${time} ${dayPeriod(hour)}`;
}

/**
 * An "HH:MM" time as the page's language reads it: "14:30" in English; in Kiswahili on the
 * Swahili clock with the 24-hour time beside it, everywhere: "07:00" is "saa 1 asubuhi (07:00)",
 * "13:30" is "saa 7:30 mchana (13:30)", "00:00" is "saa 6 usiku (00:00)". The 24-hour time is
 * there because some readers think in it, and because a clock time must never be taken for a
 * length of time (formatDuration). Anything that is not a time (a message's "{time}" slot, say)
 * comes back unchanged.
 */
export function formatTime(value: string, lang: Lang): string {
  const swahili = lang === 'sw' ? swahiliTime(value) : undefined;
  return swahili ? `${swahili} (${value})` : value;
}

/**
 * "08:00–20:00", "saa 2 asubuhi hadi saa 2 usiku (08:00–20:00)": one opening period's times,
 * the 24-hour times once for the pair, which keeps long lists of hours short.
 */
export function formatPeriod(period: { opens: string; closes: string }, lang: Lang): string {
  const range = `${period.opens}–${period.closes}`;
  const [opens, closes] = [swahiliTime(period.opens), swahiliTime(period.closes)];
  return lang === 'sw' && opens && closes ? `${opens} hadi ${closes} (${range})` : range;
}

/**
 * "45 min", "1 h", "1 h 30 min"; in Kiswahili "dakika 45", "dakika 90", "masaa 2",
 * "masaa 3 na dakika 30". Kiswahili's "saa 2" is a clock time (08:00), so a length of time is
 * never written with "saa": under two hours it is counted in minutes, from two hours in "masaa",
 * the plural Kenyans use for hours of time (docs/languages.md, the glossary's `duration`).
 */
export function formatDuration(minutes: number, lang: Lang): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (lang === 'sw') {
    if (minutes < 120) return `dakika ${minutes}`;
    return rest ? `masaa ${hours} na dakika ${rest}` : `masaa ${hours}`;
  }
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * The `{count}` of a message that counts hours ("Free cancellation up to {count} hours
 * before"): the number in English, the whole length of time in Kiswahili ("masaa 24",
 * "dakika 60"), whose messages therefore hold no word for hours of their own.
 */
export function hoursCount(hours: number, lang: Lang): { count: string | number } {
  return { count: lang === 'sw' ? formatDuration(hours * 60, lang) : hours };
}

/** The week as the site lists it, from Monday. */
export const mondayFirst = [1, 2, 3, 4, 5, 6, 0] as const satisfies readonly Weekday[];

/**
 * "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri", "Every day"; in Kiswahili "Jumatatu–Ijumaa",
 * "Jumamosi, Jumapili", "Kila siku": the week read from Monday, three days or more in a row
 * as a range.
 */
export function formatDays(
  days: readonly Weekday[],
  lang: Lang,
  { midSentence = false }: { midSentence?: boolean } = {},
): string {
  const open = new Set(days);
  if (open.size === 7) {
    const everyDay = lang === 'sw' ? 'Kila siku' : 'Every day';
    // After other words ("Open every day"), it takes no capital; weekday names keep theirs.
    return midSentence ? everyDay.toLowerCase() : everyDay;
  }
  const names = dateNames[lang].shortDays;
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
