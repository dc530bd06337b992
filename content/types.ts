/** Shapes shared by the content modules. Components render these; copy lives in content/. */

export type NavLink = { label: string; href: string };

export type Image = { src: string; alt: string; width: number; height: number };

export type Stat = { value: string; label: string };

export type Testimonial = {
  name: string;
  /** The reviewer's business, shown on the gym page. */
  business?: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  image: Image;
};

/** A day of the week; 0 is Sunday, as in `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Open on `days` from `opens` until `closes`, "HH:MM" (the closing time itself is closed). */
export type OpeningPeriod = { days: readonly Weekday[]; opens: string; closes: string };

export type OpeningHours = readonly OpeningPeriod[];
