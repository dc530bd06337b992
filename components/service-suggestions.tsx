import { catalogue } from '@/lib/catalogue';
import { catalogueWordsIn, translateListing } from '@/lib/catalogue-words';
import { intlLocale, type Lang } from '@/lib/i18n';

/** The id of the service box's <datalist> on /services. */
export const SUGGESTIONS_ID = 'service-suggestions';

/**
 * What the service box suggests as the visitor types: categories, professions and every
 * service offered, in the page's language: the options of the <datalist> the search box names.
 */
export function ServiceSuggestions({ lang }: { lang: Lang }) {
  const words = catalogueWordsIn[lang];
  const listings = catalogue.map((listing) => translateListing(listing, words));
  const suggestions = new Set([
    ...Object.values(words.categoryNames),
    ...listings.flatMap((listing) => (listing.kind === 'professional' ? [listing.profession] : [])),
    // "Box braids (mid-back)" is suggested as "Box braids".
    ...listings.flatMap((listing) =>
      listing.services.map((service) => service.name.replace(/\s*\(.*\)$/, '')),
    ),
  ]);
  return [...suggestions]
    .sort((a, b) => a.localeCompare(b, intlLocale[lang]))
    .map((suggestion) => <option key={suggestion} value={suggestion} />);
}
