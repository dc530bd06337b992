import type { OpeningHours, Weekday } from '@/content/types';
import { weekdayOf } from './dates';
import type { Lang } from './i18n';
import type { SearchQuery } from './search';

/*
 * How a listing's area, kind and opening hours become filters of the search index (Pagefind,
 * docs/search.md), and a visitor's query the filters that find it. Both sides live here so they
 * cannot drift apart.
 *
 * Hours: a filter holds exact values, so "open at 10:00 on Saturday" is asked as "opened at a
 * time up to 10:00 and closes at a time after 10:00", on each of that day's opening periods:
 * `opens_6_0` is when the first period of Saturday (day 6) opens, `closes_6_0` when it closes.
 * Times are kept on a five-minute grid, rounded towards closed (opening up, closing down), so a
 * query lists at most 288 values and the search never calls a closed place open.
 */

export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

const STEP = 5;

function minutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Each weekday's opening periods, earliest first, on the grid; a period the grid empties goes. */
function periodsByDay(hours: OpeningHours): Map<Weekday, [number, number][]> {
  const byDay = new Map<Weekday, [number, number][]>();
  for (const period of hours) {
    const opens = Math.ceil(minutes(period.opens) / STEP) * STEP;
    const closes = Math.floor(minutes(period.closes) / STEP) * STEP;
    if (opens >= closes) continue;
    for (const day of period.days) byDay.set(day, [...(byDay.get(day) ?? []), [opens, closes]]);
  }
  for (const periods of byDay.values()) periods.sort((a, b) => a[0] - b[0]);
  return byDay;
}

export type ListingFilters = Record<string, string[]>;

/**
 * A listing's filters: its area, its kind, whether it has a deal (the build keeps only live
 * ones), its price band, the days it opens and each period's times.
 */
export function listingFilters(listing: {
  location: string;
  kind: string;
  hours: OpeningHours;
  offers?: readonly unknown[];
  /** Its headline price in Kes (D38), for a search limited to a highest price. */
  priceKes?: number;
}): ListingFilters {
  const filters: ListingFilters = { area: [listing.location], kind: [listing.kind] };
  if (listing.offers?.length) filters.deal = ['yes'];
  if (listing.priceKes !== undefined) filters.price = [priceBand(listing.priceKes)];
  const byDay = periodsByDay(listing.hours);
  filters.day = [...byDay.keys()].sort().map(String);
  for (const [day, periods] of byDay) {
    periods.forEach(([opens, closes], k) => {
      filters[`opens_${day}_${k}`] = [clock(opens)];
      filters[`closes_${day}_${k}`] = [clock(closes)];
    });
  }
  return filters;
}

/** The most opening periods any listing has in one day: how many `opens_{day}_{k}` there are. */
export function periodsPerDay(listings: readonly { hours: OpeningHours }[]): number {
  let most = 0;
  for (const listing of listings) {
    for (const periods of periodsByDay(listing.hours).values())
      most = Math.max(most, periods.length);
  }
  return most;
}

/** Pagefind's filter object (any, all and nested objects, as its filtering docs describe). */
export type SearchFilter = { [key: string]: string | string[] | SearchFilter | SearchFilter[] };

/** The filters a query asks for: its area, deals, its day and its time; `{}` when it names none. */
export function queryFilters(query: SearchQuery, periods: number): SearchFilter {
  const filters: SearchFilter = {};
  if (query.location) filters.area = query.location;
  if (query.deals) filters.deal = 'yes';
  if (query.max)
    filters.price = { any: PRICE_LIMITS.filter((kes) => kes <= Number(query.max)).map(String) };
  const day = query.date ? weekdayOf(query.date) : undefined;
  if (!query.time) {
    if (day !== undefined) filters.day = String(day);
    return filters;
  }
  const days = day === undefined ? WEEKDAYS : [day];
  const at = Math.floor(minutes(query.time) / STEP) * STEP;
  const opened = grid(0, at);
  const closesLater = grid(at + STEP, 24 * 60);
  filters.any = days.flatMap((day) =>
    Array.from({ length: periods }, (_, k) => ({
      [`opens_${day}_${k}`]: { any: opened },
      [`closes_${day}_${k}`]: { any: closesLater },
    })),
  );
  return filters;
}

/**
 * The highest prices a search can be limited to (Kes), and the bands of the `price` filter: a
 * listing is in the band of the lowest limit at or above its headline price (D38), or in
 * "more" above them all. "Up to Kes 2,500" asks for the bands up to 2,500.
 */
export const PRICE_LIMITS = [
  500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 15000, 20000,
] as const;

function priceBand(kes: number): string {
  return String(PRICE_LIMITS.find((limit) => kes <= limit) ?? 'more');
}

/** Every grid time from `from` to `to` minutes, both included. */
function grid(from: number, to: number): string[] {
  const times: string[] = [];
  for (let m = from; m <= to; m += STEP) times.push(clock(m));
  return times;
}

/**
 * Where a listing's card is published for the search's results (scripts/search-index.mjs
 * writes it): "/search/cards/sw/glow-nail-bar.json".
 */
export function cardPath(id: string, lang: Lang): string {
  return `/search/cards/${lang}/${id}.json`;
}

/**
 * The same card under the id of the Pagefind result that found it ("en_02677fd", which names
 * the language too): a result's card is fetched at once, without its fragment (docs/search.md).
 */
export function resultCardPath(resultId: string): string {
  return `/search/results/${resultId}.json`;
}
