import { catalogue, categoryNames, type CatalogueListing } from '@/content/catalogue';
import type { Listing } from './search';

/**
 * What the search looks through, and all it needs: names, words to match, area and hours.
 * The search islands get this, not the catalogue with its prices, teams and reviews.
 */
export type SearchEntry = Listing & { kind: CatalogueListing['kind'] };

/** The English index; lib/catalogue-words.ts translates it for Kiswahili pages. */
export const searchIndex: readonly SearchEntry[] = catalogue.map((listing) => ({
  kind: listing.kind,
  id: listing.id,
  name: listing.name,
  keywords: [
    ...new Set([
      ...(listing.kind === 'business'
        ? [
            categoryNames[listing.category],
            ...(listing.alsoIn ?? []).map((also) => categoryNames[also]),
          ]
        : [listing.profession, categoryNames[listing.category]]),
      ...listing.services.map((service) => service.name),
    ]),
  ],
  location: listing.location,
  hours: listing.hours,
}));
