import { areaCounty, areaName, catalogue, rankingScore } from './catalogue';
import { catalogueWordsIn, listingIn } from './catalogue-words';
import { languages, localizePath, type Lang } from './i18n';
import { cardData, type CardData } from './listing-card';
import { listingFilters } from './search-filters';
import { listingHref } from './hrefs';
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
 * a search matches, its filters, and its ranking score to sort by when a search has no words; and,
 * beside it, its card, which scripts/search-index.mjs writes to a file of its own
 * (cardPath in lib/search-filters.ts): Pagefind makes words of a record's metadata too, so a card kept there would let
 * "href" or "svg" find every listing.
 */
export type SearchRecord = {
  url: string;
  language: Lang;
  content: string;
  filters: Record<string, string[]>;
  sort: { rank: string };
  card: CardData;
};

/** Every listing's record in every language: what scripts/search-index.mjs indexes. */
export function searchRecords(): SearchRecord[] {
  return languages.flatMap((lang) => catalogue.map((listing) => searchRecord(listing.id, lang)));
}

export function searchRecord(id: string, lang: Lang): SearchRecord {
  const listing = listingIn(id, lang)!;
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
  return {
    url: localizePath(listingHref(id), lang),
    language: lang,
    content,
    filters: listingFilters(listing),
    // The ranking score /services and the area pages order by (docs/ranking.md).
    sort: { rank: rankingScore(listing.spread).toFixed(4) },
    card: cardData(id, lang),
  };
}
