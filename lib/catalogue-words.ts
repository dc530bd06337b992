import { categories, listingBySlug, type CatalogueListing } from './catalogue';
import type { Lang } from './i18n';

/**
 * The catalogue in a language. Category names are the platform's and come in both languages.
 * A listing's own words (its name, its services' names, its team's roles, a professional's
 * profession and venue) are the owner's: in Kiswahili they are the `sw` version the data gives,
 * or else the words as the owner wrote them, which the page marks lang="en" (ownWordsLang).
 * Names of people, places and streets, and reviews, stay as they are.
 */
export type CatalogueWords = {
  lang: Lang;
  /** Category names by id. */
  categoryNames: Readonly<Record<string, string>>;
};

function wordsIn(lang: Lang): CatalogueWords {
  return {
    lang,
    categoryNames: Object.fromEntries(
      categories.map((category) => [category.id, category.name[lang]]),
    ),
  };
}

/** The catalogue's words in `lang`. */
export const catalogueWordsIn: Record<Lang, CatalogueWords> = {
  en: wordsIn('en'),
  sw: wordsIn('sw'),
};

/**
 * The `lang` of an owner's words on a page in `lang`: undefined when they are in the page's
 * language, "en" when a Kiswahili page shows them as written because the data has no `sw`.
 */
export function ownWordsLang(kiswahili: string | undefined, lang: Lang): 'en' | undefined {
  return lang === 'sw' && kiswahili === undefined ? 'en' : undefined;
}

/**
 * One listing with its own words in the page's language where the data has them. The `sw`
 * versions stay on the listing, so the page can tell which words are shown as written.
 */
export function translateListing<T extends CatalogueListing>(listing: T, words: CatalogueWords): T {
  if (words.lang === 'en') return listing;
  const services = listing.services.map((service) => ({
    ...service,
    name: service.sw?.name ?? service.name,
  }));
  const name = listing.sw?.name ?? listing.name;
  // A deal names its services as the data writes them: it names them as the page does.
  const shown = new Map(listing.services.map((service, i) => [service.name, services[i]!.name]));
  const offers = listing.offers?.map((offer) => ({
    ...offer,
    services: offer.services.map((service) => shown.get(service) ?? service),
  }));
  // A class names the service it is booked as, for its price: as the page names it too.
  const classes = listing.classes?.map((entry) =>
    entry.service ? { ...entry, service: shown.get(entry.service) ?? entry.service } : entry,
  );
  const description = listing.sw?.description ?? listing.description;
  const own = {
    name,
    services,
    ...(offers ? { offers } : {}),
    ...(classes ? { classes } : {}),
    ...(description ? { description } : {}),
  };
  return listing.kind === 'business'
    ? {
        ...listing,
        ...own,
        // A member's services, like a deal's, are named as the page names them.
        team: listing.team.map((member) => ({
          ...member,
          role: member.sw?.role ?? member.role,
          ...(member.services
            ? { services: member.services.map((service) => shown.get(service) ?? service) }
            : {}),
        })),
      }
    : {
        ...listing,
        ...own,
        profession: listing.sw?.profession ?? listing.profession,
        venue: listing.sw?.venue ?? listing.venue,
      };
}

/** "Nail Spa", "Spa ya Kucha", or a professional's profession. */
export function categoryOf(listing: CatalogueListing, words: CatalogueWords): string {
  return listing.kind === 'business' ? words.categoryNames[listing.category]! : listing.profession;
}

/** One listing, by its address, with its own words in `lang`. */
export function listingIn(slug: string, lang: Lang): CatalogueListing | undefined {
  const listing = listingBySlug(slug);
  return listing && translateListing(listing, catalogueWordsIn[lang]);
}
