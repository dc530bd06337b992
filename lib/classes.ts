import type { WeeklyClass } from './catalogue-schema';
import { addDays, weekdayOf } from './dates';
import { toMinutes, zonedNow } from './opening-hours';

// Types only: the class request form (a client island) uses classDates, and a value taken
// from the schema's module would bring zod into the browser with it (37 KB gzipped).
export type { ClassLevel, WeeklyClass } from './catalogue-schema';

/**
 * Class timetables (D29): a listing's weekly classes, by day, and the coming dates on which a
 * spot in one can be requested, on Nairobi's clock.
 */

/** Monday first, as a week's timetable reads in Kenya; Sunday last. */
export const TIMETABLE_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** The week's classes by day, Monday first, each day's earliest first; days without any left out. */
export function timetable<T extends WeeklyClass>(
  classes: readonly T[],
): { day: (typeof TIMETABLE_DAYS)[number]; classes: T[] }[] {
  return TIMETABLE_DAYS.map((day) => ({
    day,
    classes: classes
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.starts.localeCompare(b.starts)),
  })).filter(({ classes }) => classes.length > 0);
}

/** How many coming dates of a class a request may name. */
export const CLASS_DATES = 4;

/**
 * The next `count` dates of a weekly class that have not started yet at `now` (Nairobi's
 * clock), earliest first.
 */
export function classDates(
  entry: Pick<WeeklyClass, 'day' | 'starts'>,
  now: Date,
  count: number = CLASS_DATES,
): string[] {
  const clock = zonedNow(now);
  const dates: string[] = [];
  for (let i = 0; dates.length < count; i++) {
    const date = addDays(clock.date, i);
    if (weekdayOf(date) !== entry.day) continue;
    if (i === 0 && toMinutes(entry.starts) <= clock.minutes) continue;
    dates.push(date);
  }
  return dates;
}

/** The services a class is booked as: requested from the timetable only, at its own times. */
export function classServices(listing: {
  classes?: readonly Pick<WeeklyClass, 'service'>[];
}): Set<string> {
  return new Set(
    (listing.classes ?? []).flatMap((entry) => (entry.service ? [entry.service] : [])),
  );
}

/**
 * The services booked as appointments, at any time the listing offers: all but those booked as
 * a class, which the booking form does not offer (D38).
 */
export function appointmentServices<S extends { name: string }>(listing: {
  services: readonly S[];
  classes?: readonly Pick<WeeklyClass, 'service'>[];
}): S[] {
  const classes = classServices(listing);
  return listing.services.filter((service) => !classes.has(service.name));
}

/** A class with no spots left, as the data last counted them: it offers the waitlist instead. */
export function isFull(entry: Pick<WeeklyClass, 'spots'>): boolean {
  return entry.spots?.left === 0;
}
