import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import embedded from '@/content/catalogue/catalogue.json';
import { builtAt } from './built-at';
import { categoryKey, categorySlug, pagesOf } from './category-pages';
import type { Lang } from './i18n';
import { liveOffers } from './offers';
import { areaHref, categoryAreaHref, categoryHref } from './hrefs';
import { pageCount, pageHref, pageNumbers } from './pages';
import {
  parseCatalogue,
  type Area,
  type BusinessEntry,
  type CatalogueData,
  type Category,
  type ProfessionalEntry,
  type RatingSpread,
  type TeamMember,
} from './catalogue-schema';
import type { OpeningHours } from '@/content/types';

export type {
  Area,
  BookingPolicy,
  BookingRules,
  ConfirmationChannel,
  Deposit,
  PaymentMethod,
  ReplyTime,
  Share,
  BusinessEntry,
  Category,
  ClassLevel,
  Offer,
  ProfessionalEntry,
  RatingSpread,
  Review,
  Service,
  TeamMember,
  WeeklyClass,
} from './catalogue-schema';

/**
 * The catalogue: the areas, categories and listings (businesses and professionals) a customer
 * finds and books on /services, each listing with its page at /services/{id}. It is data, in
 * the shape the platform exports (docs/catalogue.md): content/catalogue/catalogue.json, or the
 * export named by CATALOGUE at build time, which scripts/catalogue.mjs copies or fetches to
 * .catalogue/ before `next build`. It is read and checked once, when this module loads: a file
 * that breaks the schema stops the build with one line per problem.
 */

const EMBEDDED = 'content/catalogue/catalogue.json';
/** Where scripts/catalogue.mjs puts the export CATALOGUE names, and what it names. */
export const CATALOGUE_COPY = '.catalogue/catalogue.json';
export const CATALOGUE_SOURCE = '.catalogue/source.txt';

function load(): CatalogueData {
  const chosen = process.env.CATALOGUE;
  if (!chosen) return parseCatalogue(embedded, EMBEDDED);
  const copy = path.join(process.cwd(), CATALOGUE_COPY);
  const source = path.join(process.cwd(), CATALOGUE_SOURCE);
  const copied = existsSync(source) ? readFileSync(source, 'utf8').trim() : undefined;
  if (copied !== chosen || !existsSync(copy))
    throw new Error(
      `CATALOGUE=${chosen}, but ${CATALOGUE_COPY} holds ${copied ? `"${copied}"` : 'nothing'}: ` +
        'run `node scripts/catalogue.mjs` (npm run build does) to copy or fetch it first.',
    );
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(copy, 'utf8'));
  } catch (error) {
    throw new Error(`${chosen}: not JSON (${(error as Error).message})`);
  }
  return parseCatalogue(input, chosen);
}

const data = load();

/**
 * Whether the catalogue is sample data (`"synthetic": true`: the embedded one and a generated
 * one, D40): then its pages (listings, areas, categories, the search) carry a "sample data"
 * banner and noindex and are left out of the sitemap, and a build on a host's build system
 * stops unless a sample site is meant (scripts/catalogue.mjs).
 */
export const synthetic: boolean = data.synthetic === true;

export type Business = BusinessEntry & Rated;
export type Professional = ProfessionalEntry & Rated;
export type CatalogueListing = Business | Professional;

type Rated = {
  /** Average of `spread`, to one decimal. */
  rating: number;
  reviewCount: number;
};

export function ratingOf(spread: RatingSpread): Rated {
  const reviewCount = spread.reduce((sum, count) => sum + count, 0);
  const stars = spread.reduce((sum, count, i) => sum + count * (5 - i), 0);
  return {
    rating: reviewCount ? Math.round((stars / reviewCount) * 10) / 10 : 0,
    reviewCount,
  };
}

/* Areas */

/** Areas with listings, in the file's order. */
export const areas: readonly Area[] = data.areas;

export function areaName(slug: string): string | undefined {
  return areas.find((area) => area.slug === slug)?.name;
}

/** The county an area is in ("Nairobi", "Kiambu"). */
export function areaCounty(slug: string): string | undefined {
  return areas.find((area) => area.slug === slug)?.county;
}

/** "Lenana Road, Kilimani, Nairobi": a listing's street, its area and the area's county. */
export function listingAddress(listing: { street: string; location: string }): string {
  const area = areas.find((item) => item.slug === listing.location);
  return [listing.street, area?.name ?? listing.location, area?.county].filter(Boolean).join(', ');
}

/**
 * Where the catalogue's listings are, as a page about all of them says it: the counties of its
 * areas, "Nairobi" or "Nairobi and Kiambu" ("Nairobi na Kiambu").
 */
export function cataloguePlace(lang: Lang): string {
  const counties = [...new Set(areas.map((area) => area.county))];
  return listOf(counties, lang);
}

/** "a, b and c", "a, b na c": English as Kenya writes it, without a comma before "and". */
export function listOf(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(lang === 'en' ? 'en-KE' : lang, { type: 'conjunction' }).format(items);
}

/** The introduction at the top of an area's page. */
export function areaIntro(slug: string, lang: Lang): string | undefined {
  return areas.find((area) => area.slug === slug)?.intro[lang];
}

/** Every page of an area's listings: /services/in/{slug}, then …/page/2 and on. */
export function areaPageHrefs(slug: string): string[] {
  return pageNumbers(pageCount(listingsIn(slug).length)).map((n) => pageHref(areaHref(slug), n));
}

/* Categories */

export const categories: readonly Category[] = data.categories;

/** What a listing offers, by category id, in English; a category's name is what the service search matches. */
export const categoryNames: Readonly<Record<string, string>> = Object.fromEntries(
  categories.map((category) => [category.id, category.name.en]),
);

export function categoryById(id: string): Category | undefined {
  return categories.find((category) => category.id === id);
}

/* Listings */

/**
 * Offers that ended before the build's day (Nairobi's clock) are left out of the pages (D28).
 * Between builds, the browser hides an offer as it ends.
 */
const listings: readonly CatalogueListing[] = data.listings.map((entry) => ({
  ...entry,
  ...(entry.offers ? { offers: liveOffers(entry.offers, builtAt) } : {}),
  ...ratingOf(entry.spread),
}));

export const businesses: readonly Business[] = listings.filter(
  (listing): listing is Business => listing.kind === 'business',
);

/** Book Top Talents. */
export const professionals: readonly Professional[] = listings.filter(
  (listing): listing is Professional => listing.kind === 'professional',
);

/** Every listing, businesses first: one page each. */
export const catalogue: readonly CatalogueListing[] = [...businesses, ...professionals];

const bySlug = new Map(catalogue.map((listing) => [listing.id, listing]));

export function listingBySlug(slug: string): CatalogueListing | undefined {
  return bySlug.get(slug);
}

/**
 * How much a listing's own reviews are trusted against the catalogue's average: its ranking
 * score counts PRIOR_REVIEWS made-up reviews at the average before its own (docs/ranking.md).
 */
export const PRIOR_REVIEWS = 10;

/** The average of every review in the catalogue, in stars: the prior of every listing's score. */
export const averageStars: number = (() => {
  let count = 0;
  let stars = 0;
  for (const entry of data.listings) {
    entry.spread.forEach((n, i) => {
      count += n;
      stars += n * (5 - i);
    });
  }
  return count ? stars / count : 0;
})();

/**
 * A listing's ranking score: the Bayesian average of its stars, its reviews pulled towards
 * `prior` as if PRIOR_REVIEWS more had given exactly that. A lone 5.0 scores near the average;
 * 308 reviews of 4.9 score near 4.9 (docs/ranking.md).
 */
export function rankingScore(spread: RatingSpread, prior: number = averageStars): number {
  const count = spread.reduce((sum, n) => sum + n, 0);
  const stars = spread.reduce((sum, n, i) => sum + n * (5 - i), 0);
  return (stars + PRIOR_REVIEWS * prior) / (count + PRIOR_REVIEWS);
}

/**
 * Best-ranked first: by ranking score (rankingScore, which weighs the number of reviews), then
 * by how many rated it, then in the catalogue's order. What /services, the area pages and the
 * search's order show of a catalogue too large to show whole (issue 26).
 */
export function bestRated<T extends CatalogueListing>(listings: readonly T[]): T[] {
  return listings
    .map((listing, index) => ({ listing, index, score: rankingScore(listing.spread) }))
    .sort(
      (a, b) =>
        b.score - a.score || b.listing.reviewCount - a.listing.reviewCount || a.index - b.index,
    )
    .map(({ listing }) => listing);
}

/** The category a listing is shown under: "Nail Spa", or a professional's profession. */
export function listingCategory(listing: CatalogueListing): string {
  return listing.kind === 'business' ? categoryNames[listing.category]! : listing.profession;
}

/**
 * An area's listings, in the order its pages show them, best-rated first: 24 a page of up to
 * a couple of hundred, and the catalogue's own order is whatever the platform's export
 * writes, which means nothing to a visitor.
 */
export function listingsIn(area: string): CatalogueListing[] {
  return bestRated(catalogue.filter((listing) => listing.location === area));
}

/**
 * Each business's turn among its area's businesses of its category, in the file's order: the
 * drawing it shows, so that no two of them in an area show the same one while the category
 * has drawings enough.
 */
const drawingTurn: ReadonlyMap<string, number> = (() => {
  const seen = new Map<string, number>();
  return new Map(
    businesses.map((listing) => {
      const key = `${listing.location} ${listing.category}`;
      const turn = seen.get(key) ?? 0;
      seen.set(key, turn + 1);
      return [listing.id, turn];
    }),
  );
})();

/** The picture on a listing's card and in its structured data. */
export function listingImage(listing: CatalogueListing) {
  if (listing.kind === 'professional') return listing.image;
  const images = categoryById(listing.category)?.images ?? [];
  // The schema's reference check sees that a business's category has one.
  if (!images.length) throw new Error(`No image for category ${listing.category}`);
  return images[drawingTurn.get(listing.id)! % images.length]!;
}

/* Category pages (D34) */

/** A page of a category, or of a category in an area, with its listings best-rated first. */
export type CategoryPage = {
  category: Category;
  area?: Area;
  listings: CatalogueListing[];
  /** Its address (page 1). */
  href: string;
};

const pageListings = pagesOf(catalogue);

/**
 * Every category page and category-in-an-area page the catalogue fills (lib/category-pages.ts
 * sets the threshold): each category, then that category in each area, in the file's order.
 */
export const categoryPages: readonly CategoryPage[] = categories.flatMap((category) =>
  [undefined, ...areas].flatMap((area) => {
    const listings = pageListings.get(categoryKey(category.id, area?.slug));
    if (!listings) return [];
    const href = area ? categoryAreaHref(category.id, area.slug) : categoryHref(category.id);
    return [{ category, ...(area ? { area } : {}), listings: bestRated(listings), href }];
  }),
);

const pagesByKey = new Map(
  categoryPages.map((page) => [categoryKey(page.category.id, page.area?.slug), page]),
);

/** The page of a category, or of the category in `area`; undefined where there is none. */
export function categoryPage(id: string, area?: string): CategoryPage | undefined {
  return pagesByKey.get(categoryKey(id, area));
}

/** The category whose address is /services/{slug} and that has a page. */
export function categoryBySlug(slug: string): Category | undefined {
  return categories.find(
    (category) => categorySlug(category.id) === slug && categoryPage(category.id),
  );
}

/** Every page of every category page's listings: its address, then …/page/2 and on. */
export function categoryPageHrefs(): string[] {
  return categoryPages.flatMap((page) =>
    pageNumbers(pageCount(page.listings.length)).map((n) => pageHref(page.href, n)),
  );
}

/* People (D38) */

/**
 * A business's team with each member's working hours: her own where the entry gives them, her
 * own listing's where she names one, else the business's opening hours.
 */
export function workingTeam(listing: CatalogueListing): (TeamMember & { hours: OpeningHours })[] {
  if (listing.kind !== 'business') return [];
  return listing.team.map((member) => ({
    ...member,
    hours:
      member.hours ??
      (member.listing ? listingBySlug(member.listing)?.hours : undefined) ??
      listing.hours,
  }));
}

/** The businesses whose team names a professional's own listing: where else she works. */
export function workplacesOf(id: string): Business[] {
  return businesses.filter((business) => business.team.some((member) => member.listing === id));
}
