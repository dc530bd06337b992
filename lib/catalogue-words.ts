import {
  catalogue,
  categoryNames,
  type CatalogueListing,
  type CategoryId,
} from '@/content/catalogue';
import * as sw from '@/content/sw/catalogue';
import type { Lang } from '@/lib/i18n';
import type { SearchEntry } from '@/lib/search-index';

/**
 * The catalogue in a language. Names of businesses, people, places and streets stay
 * as they are; what a listing offers (categories, professions, services, team roles) is
 * translated, so the pages render translated listings with the same components, and the
 * search finds what the page shows.
 */
export type CatalogueWords = {
  categoryNames: Record<CategoryId, string>;
  service: (name: string) => string;
  role: (role: string) => string;
  profession: (profession: string) => string;
  venue: (venue: string) => string;
};

const same = (text: string) => text;

const english: CatalogueWords = {
  categoryNames,
  service: same,
  role: same,
  profession: same,
  venue: same,
};

/** A word from one of content/sw/catalogue.ts's maps; its tests see that every one is there. */
const from =
  (map: Readonly<Record<string, string>>) =>
  (text: string): string =>
    map[text] ?? text;

const kiswahili: CatalogueWords = {
  categoryNames: sw.categoryNames,
  service: from(sw.serviceNames),
  role: from(sw.teamRoles),
  profession: from(sw.professions),
  venue: from(sw.venues),
};

/** The catalogue's words in `lang`. */
export const catalogueWordsIn: Record<Lang, CatalogueWords> = { en: english, sw: kiswahili };

/** One listing with its offer in the page's language. */
export function translateListing<T extends CatalogueListing>(listing: T, words: CatalogueWords): T {
  const services = listing.services.map((service) => ({
    ...service,
    name: words.service(service.name),
  }));
  return listing.kind === 'business'
    ? {
        ...listing,
        services,
        team: listing.team.map((member) => ({ ...member, role: words.role(member.role) })),
      }
    : {
        ...listing,
        services,
        profession: words.profession(listing.profession),
        venue: words.venue(listing.venue),
      };
}

/** "Nail Spa", "Spa ya Kucha", or a professional's profession. */
export function categoryOf(listing: CatalogueListing, words: CatalogueWords): string {
  return listing.kind === 'business' ? words.categoryNames[listing.category] : listing.profession;
}

const categoryIds = new Map(
  Object.entries(categoryNames).map(([id, name]) => [name as string, id as CategoryId]),
);
const professions = new Set<string>(
  catalogue.flatMap((listing) => (listing.kind === 'professional' ? [listing.profession] : [])),
);

/** A search entry's words in the page's language: categories, professions and services. */
export function translateEntry(entry: SearchEntry, words: CatalogueWords): SearchEntry {
  const keyword = (text: string) => {
    const id = categoryIds.get(text);
    if (id) return words.categoryNames[id];
    return professions.has(text) ? words.profession(text) : words.service(text);
  };
  return { ...entry, keywords: [...new Set(entry.keywords.map(keyword))] };
}

/** One listing, by its address, with its offer in `lang`. */
export function listingIn(slug: string, lang: Lang): CatalogueListing | undefined {
  const listing = catalogue.find((entry) => entry.id === slug);
  return listing && translateListing(listing, catalogueWordsIn[lang]);
}
