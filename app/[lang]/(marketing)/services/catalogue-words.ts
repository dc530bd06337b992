import {
  catalogue,
  type Business,
  type CatalogueListing,
  type Professional,
} from '@/lib/catalogue';
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

/** The page's catalogue: its language's words and the listings in them. */
export async function localCatalogue() {
  const lang = await currentLang();
  const words = catalogueWordsIn[lang];
  const listings = catalogue.map((listing) => translateListing(listing, words));
  return {
    lang,
    words,
    listings,
    businesses: listings.filter((listing): listing is Business => listing.kind === 'business'),
    professionals: listings.filter(
      (listing): listing is Professional => listing.kind === 'professional',
    ),
  };
}

/** One listing, by its address, in the page's language. */
export async function localListing(slug: string): Promise<CatalogueListing | undefined> {
  return listingIn(slug, await currentLang());
}
