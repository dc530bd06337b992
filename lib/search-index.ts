import { catalogue, categoryNames, type CatalogueListing } from './catalogue';
import type { Listing } from './search';

/**
 * What the search looks through, and all it needs: names, words to match, area and hours.
 * The search islands get this, not the catalogue with its prices, teams and reviews.
 */
export type SearchEntry = Listing & { kind: CatalogueListing['kind'] };

/** A listing's entry, its words as given: lib/catalogue-words.ts passes it translated. */
export function searchEntry(
  listing: CatalogueListing,
  categoryNames: Readonly<Record<string, string>>,
): SearchEntry {
  return {
    kind: listing.kind,
    id: listing.id,
    name: listing.name,
    keywords: [
      ...new Set([
        ...(listing.kind === 'business'
          ? [
              categoryNames[listing.category]!,
              ...(listing.alsoIn ?? []).map((also) => categoryNames[also]!),
            ]
          : [listing.profession, categoryNames[listing.category]!]),
        ...listing.services.map((service) => service.name),
      ]),
    ],
    location: listing.location,
    hours: listing.hours,
  };
}

/** The English index; searchIndexIn (lib/catalogue-words.ts) gives it in either language. */
export const searchIndex: readonly SearchEntry[] = catalogue.map((listing) =>
  searchEntry(listing, categoryNames),
);
