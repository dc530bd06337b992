import { listingsIn, type CatalogueListing } from '@/lib/catalogue';
import {
  catalogueWordsIn,
  listingIn,
  translateListing,
  type CatalogueWords,
} from '@/lib/catalogue-words';
import { currentLang } from '@/lib/page-language';

/*
 * The catalogue in the page's language, for the services pages' server components;
 * lib/catalogue-words.ts translates it.
 */

export { categoryOf, type CatalogueWords } from '@/lib/catalogue-words';

/** The catalogue's words in the page's language. */
export async function catalogueWords(): Promise<CatalogueWords> {
  return catalogueWordsIn[await currentLang()];
}

/** An area's listings, with their own words in the page's language. */
export async function localListingsIn(area: string): Promise<CatalogueListing[]> {
  const words = catalogueWordsIn[await currentLang()];
  return listingsIn(area).map((listing) => translateListing(listing, words));
}

/** One listing, by its address, in the page's language. */
export async function localListing(slug: string): Promise<CatalogueListing | undefined> {
  return listingIn(slug, await currentLang());
}
