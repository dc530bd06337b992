import type { OpeningHours, Weekday } from '@/content/types';

/**
 * Opening hours as the services search reads them in the browser: whether a listing is open on
 * a day or at a time, and the times a visitor may pick. Dates, weekdays and times are written
 * by lib/dates.ts; what only listing pages need, such as whether a listing is open now, is in
 * lib/opening-hours.ts: a module reaches the browser whole.
 */

/** Open on that weekday (any time), at that time (any day), or both; no condition: true. */
export function isOpen(hours: OpeningHours, when: { day?: Weekday; time?: string }): boolean {
  return hours.some(
    (period) =>
      (when.day === undefined || period.days.includes(when.day)) &&
      (when.time === undefined || (period.opens <= when.time && when.time < period.closes)),
  );
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
