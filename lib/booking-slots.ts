import type { OpeningHours } from '@/content/types';
import { addDays, isDate } from './dates';
import { fromMinutes, periodsOn, toMinutes, zonedNow } from './opening-hours';

/**
 * The times a listing can be booked, on its own clock (Nairobi), whatever the visitor's
 * device says: a slot every `interval` minutes from opening, none that would end after
 * closing, none sooner than `leadMinutes` from now.
 */
export type SlotRules = { hours: OpeningHours; interval: number; leadMinutes: number };

/** How many days a visitor can choose from: the next 14 on which a slot is free. */
export const BOOKING_DAYS = 14;

const DAY = 24 * 60;

/** Whole days from 1970-01-01 to a "YYYY-MM-DD" date. */
function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/**
 * The first minute of `date` a slot may start at, booked at `now`: minutes on one running
 * count from 1970, so a lead time may reach into the next days.
 */
function earliestStart(rules: SlotRules, date: string, now: Date) {
  const clock = zonedNow(now);
  const earliest = dayNumber(clock.date) * DAY + clock.minutes + rules.leadMinutes;
  return earliest - dayNumber(date) * DAY;
}

/** The start times on `date` for a service of `duration` minutes, booked at `now`. */
export function slotsOn(rules: SlotRules, date: string, duration: number, now: Date): string[] {
  if (!isDate(date)) return [];
  const earliest = earliestStart(rules, date, now);
  const slots = new Set<string>();
  for (const period of periodsOn(rules.hours, date)) {
    const closes = toMinutes(period.closes);
    for (let start = toMinutes(period.opens); start + duration <= closes; start += rules.interval) {
      if (start >= earliest) slots.add(fromMinutes(start));
    }
  }
  return [...slots].sort();
}

/**
 * Whether `date` has any slot (slotsOn not empty), worked out without listing them: the first
 * start on each period's step from opening that is not too soon, if the service ends by closing.
 * The form asks this of up to 62 days at each choice of a service or a team member.
 */
function hasSlot(rules: SlotRules, date: string, duration: number, now: Date): boolean {
  const earliest = earliestStart(rules, date, now);
  return periodsOn(rules.hours, date).some((period) => {
    const opens = toMinutes(period.opens);
    const steps = Math.max(0, Math.ceil((earliest - opens) / rules.interval));
    return opens + steps * rules.interval + duration <= toMinutes(period.closes);
  });
}

/**
 * Whether a time on `date` ("HH:MM") has passed at `now`, on the listing's clock (Nairobi): what
 * a chosen time that has left the list says of itself, rather than that it is taken.
 */
export function hasPassed(date: string, time: string, now: Date): boolean {
  const clock = zonedNow(now);
  return dayNumber(date) * DAY + toMinutes(time) <= dayNumber(clock.date) * DAY + clock.minutes;
}

/** The next `count` dates, from today on the listing's clock, that have a free slot. */
export function bookableDates(
  rules: SlotRules,
  duration: number,
  now: Date,
  count: number = BOOKING_DAYS,
): string[] {
  const today = zonedNow(now).date;
  const dates: string[] = [];
  // Two months covers any weekly schedule with at least one open day a week.
  for (let i = 0; i < 62 && dates.length < count; i++) {
    const date = addDays(today, i);
    if (hasSlot(rules, date, duration, now)) dates.push(date);
  }
  return dates;
}
