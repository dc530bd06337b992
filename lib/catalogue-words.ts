import {
  categories,
  listingBySlug,
  listOf,
  type CatalogueListing,
  type Category,
} from './catalogue';
import type { Lang } from './i18n';
import type { Plural } from './template';

/**
 * The catalogue in a language. Category names are the platform's and come in both languages.
 * A listing's own words (its name, its services' names, its team's roles, a professional's
 * profession and venue) are the owner's: in Kiswahili they are the `sw` version the data gives,
 * or else the words as the owner wrote them, which the page marks lang="en" (ownWordsLang).
 * Names of people, places and streets, and reviews, stay as they are.
 */
export type CatalogueWords = {
  lang: Lang;
  /** One of a category, by id: "Nail Salon" (cards, a listing's title). */
  categoryNames: Readonly<Record<string, string>>;
  /** Several, by id: "Nail Salons" (headings, breadcrumbs, tabs, links). */
  categoryPlurals: Readonly<Record<string, string>>;
  /** A count of them, by id: "{count} nail salons" (titles, descriptions). */
  categoryCounts: Readonly<Record<string, Plural>>;
  /** A count of its professionals, by id, where the catalogue words it: "{count} nail technicians". */
  professionalCounts: Readonly<Record<string, Plural | undefined>>;
};

function wordsIn(lang: Lang): CatalogueWords {
  const byId = <T>(pick: (category: Category) => T) =>
    Object.fromEntries(categories.map((category) => [category.id, pick(category)]));
  return {
    lang,
    categoryNames: byId((category) => category.name[lang]),
    categoryPlurals: byId((category) => category.plural[lang]),
    categoryCounts: byId((category) => category.count[lang]),
    professionalCounts: byId((category) => category.professionalCount?.[lang]),
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
  // A gift voucher's services too (D37).
  const vouchers = listing.vouchers?.services
    ? {
        ...listing.vouchers,
        services: listing.vouchers.services.map((service) => shown.get(service) ?? service),
      }
    : listing.vouchers;
  const description = listing.sw?.description ?? listing.description;
  const own = {
    name,
    // The street line with its directions ("near the Karen Hospital turn-off"); names stay.
    street: listing.sw?.street ?? listing.street,
    services,
    ...(offers ? { offers } : {}),
    ...(classes ? { classes } : {}),
    ...(vouchers ? { vouchers } : {}),
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

/**
 * Whether the Kiswahili page of a listing shows some of its owner's words as written, in
 * English (marked lang="en"): its description, street line, services, classes, team roles,
 * profession or venue without a `sw` version. The page then says so, once. Names of the
 * listing and of people are names in every language and do not count.
 */
export function showsOwnEnglish(listing: CatalogueListing): boolean {
  const untranslated = (english: string | undefined, kiswahili: string | undefined) =>
    english !== undefined && kiswahili === undefined;
  return (
    untranslated(listing.description, listing.sw?.description) ||
    untranslated(listing.street, listing.sw?.street) ||
    listing.services.some((service) => !service.sw) ||
    (listing.classes ?? []).some((entry) => !entry.sw) ||
    (listing.kind === 'business'
      ? listing.team.some((member) => !member.sw)
      : !listing.sw?.profession || !listing.sw.venue)
  );
}

/** "Nail Salon", "Saluni ya Kucha", or a professional's profession. */
export function categoryOf(listing: CatalogueListing, words: CatalogueWords): string {
  return listing.kind === 'business' ? words.categoryNames[listing.category]! : listing.profession;
}

/** One listing, by its address, with its own words in `lang`. */
export function listingIn(slug: string, lang: Lang): CatalogueListing | undefined {
  const listing = listingBySlug(slug);
  return listing && translateListing(listing, catalogueWordsIn[lang]);
}

/**
 * The kinds of place among `listings`, mid-sentence: the plural of each category a business is
 * listed under, in the catalogue's order, then professionals where there are any ("nail salons,
 * barber shops and professionals").
 */
export function kindsOf(
  listings: readonly CatalogueListing[],
  lang: Lang,
  professionals: string,
): string {
  const listed = new Set(listings.flatMap((l) => (l.kind === 'business' ? [l.category] : [])));
  const plurals = catalogueWordsIn[lang].categoryPlurals;
  const kinds = categories
    .filter((category) => listed.has(category.id))
    .map((category) => plurals[category.id]!.toLocaleLowerCase(lang));
  if (listings.some((listing) => listing.kind === 'professional')) kinds.push(professionals);
  return listOf(kinds, lang);
}
