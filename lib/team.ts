import type { OpeningHours, OpeningPeriod, Weekday } from '@/content/types';

/*
 * A team's working time (D38): who of a business's team works when, and what of it lies outside
 * the business's opening hours. Pure and free of the schema's module, so that the booking form's
 * island can use it without bringing zod into the browser.
 */

/** One day of a member's week that opening hours do not cover: "Sunday 11:00–20:00". */
export type HoursOutside = { day: Weekday; opens: string; closes: string };

/** The days and times of `periods` that `hours` do not cover whole, one per day. */
export function hoursOutside(periods: OpeningHours, hours: OpeningHours): HoursOutside[] {
  return periods.flatMap((period) =>
    period.days
      .filter(
        (day) =>
          !hours.some(
            (open) =>
              open.days.includes(day) && open.opens <= period.opens && period.closes <= open.closes,
          ),
      )
      .map((day) => ({ day, opens: period.opens, closes: period.closes })),
  );
}

/** A team member as the booking form knows her: her name, her services and her hours. */
export type WorkingMember = {
  name: string;
  /** The listing's services she does; absent, all of them. */
  services?: readonly string[];
  /** When she works, within the listing's opening hours. */
  hours: OpeningHours;
};

/** Those of `team` who do `service`; with no service chosen, the whole team. */
export function doersOf<T extends Pick<WorkingMember, 'services'>>(
  team: readonly T[],
  service: string,
): T[] {
  return team.filter((member) => !service || !member.services || member.services.includes(service));
}

/** The hours of any of `members`, together: when someone of them works. */
export function anyoneHours(members: readonly Pick<WorkingMember, 'hours'>[]): OpeningPeriod[] {
  return members.flatMap((member) => member.hours);
}
