import {
  areaCounty,
  areaName,
  catalogue,
  categoryById,
  categoryPage,
  listingBySlug,
  rankingScore,
  type CatalogueListing,
} from './catalogue';
import { catalogueWordsIn, listingIn } from './catalogue-words';
import { languages, localizePath, type Lang } from './i18n';
import { cardData, type CardData } from './listing-card';
import { headlinePrice } from './listing-prices';
import { listingFilters } from './search-filters';
import { categoryHref, listingHref } from './hrefs';
import { searchTerm, searchWordsOf } from './search';
import { groupWords, serviceGroups, type ServiceChoice } from './search-words';
import { dictionaryOf } from '@/content/dictionary';

/**
 * What a listing with gift vouchers (D37) is found by, in both languages whichever the page's:
 * "gift", "voucher", "zawadi", "vocha".
 */
const voucherWords = languages
  .map((lang) => dictionaryOf(lang).giftVouchers.giftVouchers.searchWords)
  .join(', ');

/**
 * One listing as the search index holds it (a Pagefind custom record, docs/search.md): the words
 * a search matches, its filters, and its ranking score and price to sort by; and, beside it, its
 * card, which scripts/search-index.mjs writes to a file of its own
 * (cardPath in lib/search-filters.ts): Pagefind makes words of a record's metadata too, so a card kept there would let
 * "href" or "svg" find every listing.
 */
export type SearchRecord = {
  url: string;
  language: Lang;
  content: string;
  filters: Record<string, string[]>;
  sort: { rank: string; price: string };
  card: SearchCard;
};

/**
 * A result's card, with the listing's services as its booking form names them and the word
 * groups each belongs to: Book Now carries the one service a search's words name
 * (serviceNamed in lib/search-words.ts).
 */
export type SearchCard = CardData & {
  choices: ServiceChoice[];
  /** Its category's page, where the catalogue fills one: a search that finds nothing links it. */
  category?: { href: string; name: string };
};

/** Every listing's record in every language: what scripts/search-index.mjs indexes. */
export function searchRecords(): SearchRecord[] {
  return languages.flatMap((lang) => catalogue.map((listing) => searchRecord(listing.id, lang)));
}

export function searchRecord(id: string, lang: Lang): SearchRecord {
  const listing = listingIn(id, lang)!;
  const raw = listingBySlug(id)!;
  const { categoryNames, categoryPlurals } = catalogueWordsIn[lang];
  // A category by both its words: Kiswahili has no stemming, and "Vinyozi" is not "Kinyozi".
  const named = (category: string) => [categoryNames[category], categoryPlurals[category]];
  const categories =
    listing.kind === 'business'
      ? [listing.category, ...(listing.alsoIn ?? [])].flatMap(named)
      : [listing.profession, ...named(listing.category)];
  // The name, then what it is and where, then what it offers: Pagefind's excerpt reads in that
  // order. With the area's name among the words, "massage karen" finds massage in Karen
  // (Pagefind wants every word it knows); its county too, as its page's address says.
  const content = [
    listing.name,
    [...new Set(categories)].join(', '),
    [areaName(listing.location) ?? listing.location, areaCounty(listing.location)]
      .filter(Boolean)
      .join(', '),
    listing.services.map((service) => service.name).join(', '),
    ...(listing.vouchers ? [voucherWords] : []),
  ].join('. ');
  const headline = headlinePrice(listing.services);
  const priceKes = 'from' in headline ? headline.from : headline.kes;
  return {
    url: localizePath(listingHref(id), lang),
    language: lang,
    content: [content, ...customerWords(raw, content)].join(' '),
    filters: listingFilters({ ...listing, priceKes }),
    sort: {
      // The ranking score /services and the area pages order by (docs/ranking.md).
      rank: rankingScore(listing.spread).toFixed(4),
      // Its headline price (D38), padded so that it sorts as a number either way.
      price: String(priceKes).padStart(7, '0'),
    },
    card: {
      ...cardData(id, lang),
      choices: listing.services.map((service, i) => {
        const { name, sw } = raw.services[i]!;
        return [service.name, serviceGroups([name, sw?.name ?? ''])];
      }),
      ...(categoryPage(listing.category)
        ? {
            category: {
              href: localizePath(categoryHref(listing.category), lang),
              name: categoryPlurals[listing.category]!,
            },
          }
        : {}),
    },
  };
}

/**
 * The words customers type for what a listing offers (issue 52), in both languages, that its
 * record does not already hold: its categories' own (the catalogue's `searchWords`), and those
 * of the word groups its services' names belong to (content/search-words.ts). Each is added once
 * to a listing, and only where it adds.
 */
export function customerWords(listing: CatalogueListing, content: string): string[] {
  // Exact words: Kiswahili pages have no stemming, so "nail" there does not find "nails".
  const held = new Set(searchWordsOf(content));
  const categories =
    listing.kind === 'business'
      ? [listing.category, ...(listing.alsoIn ?? [])]
      : [listing.category];
  const typed = [
    ...categories.flatMap((id) => {
      const words = categoryById(id)?.searchWords;
      return words ? [...words.en, ...words.sw] : [];
    }),
    ...groupWords(
      serviceGroups(listing.services.flatMap((service) => [service.name, service.sw?.name ?? ''])),
    ),
  ];
  const added: string[] = [];
  for (const word of typed.flatMap((text) => searchTerm(text).split(' '))) {
    if (word && !held.has(word)) {
      held.add(word);
      added.push(word);
    }
  }
  return added;
}
