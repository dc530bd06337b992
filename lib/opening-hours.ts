/**
 * Opening hours and calendar dates, as the services search uses them. Times are "HH:MM" on a
 * 24-hour clock, so they compare as strings; dates are "YYYY-MM-DD" calendar dates, read
 * without a time zone so a date means the same day for every visitor.
 */

/** 0 is Sunday, as in `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Open on `days` from `opens` until `closes` (the closing time itself is closed). */
export type OpeningPeriod = { days: readonly Weekday[]; opens: string; closes: string };

export type OpeningHours = readonly OpeningPeriod[];

const shortDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const longDays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const shortMonths = [
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
] as const;
const longMonths = [
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
] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** The calendar date as a UTC Date, or undefined for anything but a real "YYYY-MM-DD" date. */
function calendarDate(value: string): Date | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

export function isDate(value: string): boolean {
  return calendarDate(value) !== undefined;
}

export function weekdayOf(value: string): Weekday | undefined {
  return calendarDate(value)?.getUTCDay() as Weekday | undefined;
}

/** Open on that weekday (any time), at that time (any day), or both; no condition: true. */
export function isOpen(hours: OpeningHours, when: { day?: Weekday; time?: string }): boolean {
  return hours.some(
    (period) =>
      (when.day === undefined || period.days.includes(when.day)) &&
      (when.time === undefined || (period.opens <= when.time && when.time < period.closes)),
  );
}

/** "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri", "Every day": the week read from Monday. */
export function formatDays(days: readonly Weekday[]): string {
  const open = new Set(days);
  if (open.size === 7) return 'Every day';
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
      r.length >= 3
        ? [`${shortDays[r[0]!]}–${shortDays[r[r.length - 1]!]}`]
        : r.map((day) => shortDays[day]),
    )
    .join(', ');
}

/** "Mon–Fri 08:00–20:00, Sat 09:00–17:00". */
export function formatOpeningHours(hours: OpeningHours): string {
  return hours
    .map((period) => `${formatDays(period.days)} ${period.opens}–${period.closes}`)
    .join(', ');
}

/** "Saturday 14 June". */
export function formatLongDate(value: string): string {
  const date = calendarDate(value);
  if (!date) return value;
  return `${longDays[date.getUTCDay()]} ${date.getUTCDate()} ${longMonths[date.getUTCMonth()]}`;
}

/** The visitor's local calendar date, "YYYY-MM-DD". */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The `count` days from `today` on, labelled "Today, Sat 14 Jun", "Tomorrow, …", "Mon 16 Jun". */
export function upcomingDates(today: string, count: number): { value: string; label: string }[] {
  const start = calendarDate(today);
  if (!start) return [];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000);
    const value = date.toISOString().slice(0, 10);
    const label = `${shortDays[date.getUTCDay()]} ${date.getUTCDate()} ${shortMonths[date.getUTCMonth()]}`;
    return { value, label: i === 0 ? `Today, ${label}` : i === 1 ? `Tomorrow, ${label}` : label };
  });
}

/** Times from `first` to `last` inclusive, every `step` minutes: "06:00", "06:30", … */
export function timeSlots(first: string, last: string, step: number): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const slots: string[] = [];
  for (let m = minutes(first); m <= minutes(last); m += step) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}
