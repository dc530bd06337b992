import type { CatalogueListing } from '@/lib/catalogue';
import { translateListing, type CatalogueWords } from '@/lib/catalogue-words';
import { intlLocale } from '@/lib/i18n';

/**
 * How many services and professions the box suggests besides the categories: the most
 * offered, so that the list, and /services' HTML with it, stays the same size however many
 * listings the catalogue has and whatever names their owners give their services.
 */
export const SUGGESTED_OFFERINGS = 150;

/**
 * What the service box suggests as the visitor types, in the page's language: every category,
 * then the professions and services most offered ("Box braids (mid-back)" counts as "Box
 * braids"), in alphabetical order. The search itself finds any of them, suggested or not.
 */
export function serviceSuggestions(
  listings: readonly CatalogueListing[],
  words: CatalogueWords,
): string[] {
  const offered = new Map<string, number>();
  for (const listing of listings) {
    const local = translateListing(listing, words);
    const names = new Set([
      ...(local.kind === 'professional' ? [local.profession] : []),
      ...local.services.map((service) => service.name.replace(/\s*\(.*\)$/, '')),
    ]);
    for (const name of names) offered.set(name, (offered.get(name) ?? 0) + 1);
  }
  const mostOffered = [...offered]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, SUGGESTED_OFFERINGS)
    .map(([name]) => name);
  const collator = new Intl.Collator(intlLocale[words.lang]);
  return [...new Set([...Object.values(words.categoryNames), ...mostOffered])].sort(
    collator.compare,
  );
}
