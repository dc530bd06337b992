import { categorySlugs } from '@/content/category-pages';
import type { Lang } from './i18n';
import { fill, fillCount, type Plural } from './template';
import { isWholeService, type Priced } from './listing-prices';
import type { CatalogueWords } from './catalogue-words';

/*
 * The pages for what people search (D34): a category ("nail salons") and a category in an area
 * ("nail salons in Kilimani"), each only where at least MIN_LISTINGS listings fill it, each
 * with facts computed from its own listings. Pure: lib/catalogue.ts applies it to the catalogue.
 */

/** Fewer listings than this and a category, or a category in an area, gets no page. */
export const MIN_LISTINGS = 3;

/**
 * Words an address under /services uses for itself, which no listing may take as its id:
 * `in` starts an area's address (/services/in/{area}).
 */
export const RESERVED_IDS: readonly string[] = ['in'];

/** "nail-salons": the category's address under /services, from content/, or its id. */
export function categorySlug(id: string): string {
  return categorySlugs[id] ?? id;
}

/** What the facts and the grouping read of a listing. */
type Listed = {
  kind?: 'business' | 'professional';
  category: string;
  location: string;
  services: readonly ({ name: string } & Priced)[];
  hours: readonly { days: readonly number[]; closes: string }[];
  /** How many gave 5, 4, 3, 2 and 1 stars. */
  spread: readonly number[];
  offers?: readonly unknown[];
};

/**
 * The listings of each category, and of each category in each area, that fill a page, by key
 * (`categoryKey`): the listings keep the order they come in.
 */
export function pagesOf<T extends Pick<Listed, 'category' | 'location'>>(
  listings: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  const add = (key: string, listing: T) => {
    const members = groups.get(key);
    if (members) members.push(listing);
    else groups.set(key, [listing]);
  };
  for (const listing of listings) {
    add(categoryKey(listing.category), listing);
    add(categoryKey(listing.category, listing.location), listing);
  }
  return new Map([...groups].filter(([, members]) => members.length >= MIN_LISTINGS));
}

/** The key of a category's page, or of its page in an area. */
export function categoryKey(category: string, area?: string): string {
  return area ? `${category} in ${area}` : category;
}

/** The middle value, or the mean of the two middle values rounded to a whole shilling. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** A service many of the page's listings offer, and what they charge for it. */
export type ServicePrices = {
  /** As the first listing offering it writes it. */
  service: string;
  /** How many of the listings offer it. */
  listings: number;
  lowest: number;
  median: number;
};

export type PageFacts = {
  count: number;
  /** Of them, businesses (salons, barbers, gyms…) and professionals: counted apart (D38). */
  businesses: number;
  professionals: number;
  /** The lowest price of a whole service (not a unit's, not an add-on's): "from Kes 800". */
  lowest: number;
  /** The most-offered whole services (by at least two listings), most offered first. */
  prices: ServicePrices[];
  /** The average of every rating given, to one decimal; undefined without reviews. */
  rating: number | undefined;
  reviews: number;
  /** How many close later than 19:00 on at least one day. */
  openLate: number;
  /** How many open on Sunday. */
  openSunday: number;
  /** How many deals are on (the build has left out the ended ones). */
  deals: number;
};

/** After this a listing is open late. */
const LATE = '19:00';
const SUNDAY = 0;

/** The facts a category page shows of its own listings, `services` most-offered services. */
export function pageFacts(listings: readonly Listed[], services = 3): PageFacts {
  const offered = new Map<string, { service: string; prices: number[] }>();
  for (const listing of listings) {
    const seen = new Set<string>();
    for (const { name, priceKes } of listing.services.filter(isWholeService)) {
      const key = name.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = offered.get(key) ?? { service: name, prices: [] };
      entry.prices.push(priceKes);
      offered.set(key, entry);
    }
  }
  const stars = listings.reduce(
    (sum, { spread }) => sum + spread.reduce((total, n, i) => total + n * (5 - i), 0),
    0,
  );
  const reviews = listings.reduce(
    (sum, { spread }) => sum + spread.reduce((total, n) => total + n, 0),
    0,
  );
  return {
    count: listings.length,
    ...kindsOf(listings),
    lowest: Math.min(...listings.map((listing) => lowestWhole(listing.services))),
    prices: [...offered.values()]
      .filter((entry) => entry.prices.length >= 2)
      // Most offered first; a stable sort keeps the order they were met in among equals.
      .sort((a, b) => b.prices.length - a.prices.length)
      .slice(0, services)
      .map(({ service, prices }) => ({
        service,
        listings: prices.length,
        lowest: Math.min(...prices),
        median: median(prices),
      })),
    rating: reviews ? Math.round((stars / reviews) * 10) / 10 : undefined,
    reviews,
    openLate: listings.filter(isOpenLate).length,
    openSunday: listings.filter(isOpenSunday).length,
    deals: listings.reduce((sum, listing) => sum + (listing.offers?.length ?? 0), 0),
  };
}

/** What a page's own words name of a listing (issue 52): its name, rating and deals' days. */
type Named = Omit<Listed, 'offers'> & {
  name: string;
  rating: number;
  reviewCount: number;
  offers?: readonly { days: readonly number[] }[];
};

/**
 * What a page's introduction, description and first facts say of its own listings by name
 * (issue 52): where its lowest price is, which listing is best rated, which open late and on
 * Sunday, and how many deals apply on each weekday. Two pages never list the same listings in
 * the same area, so what is written from this is the page's alone.
 */
export type PageStory = {
  /** The lowest price of a whole service (PageFacts.lowest): its service and listing. */
  cheapest: { name: string; service: string; price: number };
  /** The best rating, the most reviewed among equals; undefined without reviews. */
  best: { name: string; rating: number; reviews: number } | undefined;
  /** The listings open after 19:00 on some day, and those open on Sunday, in the page's order. */
  late: string[];
  sunday: string[];
  /** How many deals apply on each weekday, Sunday first. */
  dealsByDay: number[];
};

export function pageStory(listings: readonly Named[]): PageStory {
  const cheapest = listings
    .map((listing) => {
      const whole = listing.services.filter(isWholeService);
      const [service] = [...(whole.length ? whole : listing.services)].sort(
        (a, b) => a.priceKes - b.priceKes,
      );
      return { name: listing.name, service: service!.name, price: service!.priceKes };
    })
    .reduce((low, next) => (next.price < low.price ? next : low));
  const best = listings
    .filter((listing) => listing.reviewCount > 0)
    .reduce<Named | undefined>(
      (top, next) =>
        !top ||
        next.rating > top.rating ||
        (next.rating === top.rating && next.reviewCount > top.reviewCount)
          ? next
          : top,
      undefined,
    );
  const dealsByDay = [0, 1, 2, 3, 4, 5, 6].map((day) =>
    listings.reduce(
      (sum, listing) =>
        sum + (listing.offers ?? []).filter((offer) => offer.days.includes(day)).length,
      0,
    ),
  );
  return {
    cheapest,
    best: best && { name: best.name, rating: best.rating, reviews: best.reviewCount },
    late: listings.filter(isOpenLate).map((listing) => listing.name),
    sunday: listings.filter(isOpenSunday).map((listing) => listing.name),
    dealsByDay,
  };
}

/** "Glow Nail Bar, Kucha Studio, Tress Lounge and 4 more": the first `shown` names. */
export function someNames(
  names: readonly string[],
  words: { and: string; more: string },
  shown = 3,
): string {
  if (names.length <= shown) {
    return names.length > 1
      ? `${names.slice(0, -1).join(', ')} ${words.and} ${names.at(-1)}`
      : (names[0] ?? '');
  }
  return `${names.slice(0, shown).join(', ')} ${fill(words.more, { count: names.length - shown })}`;
}

function isOpenLate(listing: Pick<Listed, 'hours'>): boolean {
  return listing.hours.some((period) => period.closes > LATE);
}

function isOpenSunday(listing: Pick<Listed, 'hours'>): boolean {
  return listing.hours.some((period) => period.days.includes(SUNDAY));
}

/** How a page counts each kind of listing: its places, its professionals, and both together. */
export type KindWords = { places: Plural; professionals: Plural; kinds: string };

/**
 * "2 nail salons and 1 nail technician", "3 nail salons", "3 make-up artists": each kind in its
 * own words, a kind with none left out. The one place a count of listings is written by kind.
 */
export function countByKind(
  lang: Lang,
  facts: Pick<PageFacts, 'businesses' | 'professionals'>,
  words: KindWords,
  values: Readonly<Record<string, string>> = {},
): string {
  const places = fillCount(lang, words.places, facts.businesses, values);
  const professionals = fillCount(lang, words.professionals, facts.professionals, values);
  if (!facts.professionals) return places;
  if (!facts.businesses) return professionals;
  return fill(words.kinds, { places, professionals });
}

/**
 * A category's words for counting its listings by kind: the catalogue's count of its places and
 * of its professionals (categories[].count, .professionalCount), or else the page's own word.
 */
export function categoryKindWords(
  words: Pick<CatalogueWords, 'categoryCounts' | 'professionalCounts'>,
  category: string,
  page: { professionals: Plural; kinds: string },
): KindWords {
  return {
    places: words.categoryCounts[category]!,
    professionals: words.professionalCounts[category] ?? page.professionals,
    kinds: page.kinds,
  };
}

/** How many of `listings` are places (businesses) and how many professionals. */
export function kindsOf(
  listings: readonly Pick<Listed, 'kind'>[],
): Pick<PageFacts, 'businesses' | 'professionals'> {
  const professionals = listings.filter((listing) => listing.kind === 'professional').length;
  return { businesses: listings.length - professionals, professionals };
}

/** A listing's lowest price of a whole service; where it sells only units or add-ons, its lowest. */
function lowestWhole(services: Listed['services']): number {
  const whole = services.filter(isWholeService);
  return Math.min(...(whole.length ? whole : services).map((service) => service.priceKes));
}

type Placed = {
  id: string;
  category: string;
  location: string;
  geo: { lat: number; lng: number };
};

/**
 * Up to `count` other listings of the listing's category for its page: those in its area
 * first, then the nearest, by distance between their coordinates.
 */
export function similarNearby<T extends Placed>(
  listing: Placed,
  listings: readonly T[],
  count = 4,
): T[] {
  return listings
    .filter((other) => other.category === listing.category && other.id !== listing.id)
    .map((other) => ({
      other,
      away: other.location === listing.location ? 0 : 1,
      distance: distance(listing.geo, other.geo),
    }))
    .sort((a, b) => a.away - b.away || a.distance - b.distance)
    .slice(0, count)
    .map(({ other }) => other);
}

/** Distance in km between two points (equirectangular: exact enough across a city). */
function distance(a: Placed['geo'], b: Placed['geo']): number {
  const toRadians = Math.PI / 180;
  const x = (b.lng - a.lng) * toRadians * Math.cos(((a.lat + b.lat) / 2) * toRadians);
  const y = (b.lat - a.lat) * toRadians;
  return Math.hypot(x, y) * 6371;
}
