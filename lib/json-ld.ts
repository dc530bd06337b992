import { dictionaryOf } from '@/content/dictionary';
import { articleJsonLd } from './blog-json-ld';
import { breadcrumbListJsonLd } from './breadcrumbs';
import { listingIn } from './catalogue-words';
import type { Lang } from './i18n';
import { areaItemListJsonLd, listingJsonLd } from './listing-structured-data';
import { organizationJsonLd, plansJsonLd, webPageJsonLd } from './structured-data';

/**
 * The structured data a page can carry, by name, built from what identifies it: a listing from
 * its address, the plans from the language (components/json-ld.tsx renders it).
 */
const builders = {
  organization: organizationJsonLd,
  webPage: webPageJsonLd,
  plans: (lang: Lang) => plansJsonLd(dictionaryOf(lang).plans.plans, lang),
  article: articleJsonLd,
  breadcrumbs: breadcrumbListJsonLd,
  listing: (slug: string, lang: Lang) => {
    const listing = listingIn(slug, lang);
    if (!listing) throw new Error(`No listing at /services/${slug}`);
    return listingJsonLd(listing, lang);
  },
  itemList: areaItemListJsonLd,
};

export type JsonLdName = keyof typeof builders;
export type JsonLdArgs<Name extends JsonLdName> = Parameters<(typeof builders)[Name]>;

/**
 * The data as the text of a script element. `<` is written as \u003c so that no string in the
 * data can close the element.
 */
export function jsonLdText<Name extends JsonLdName>(name: Name, args: JsonLdArgs<Name>): string {
  const build = builders[name] as (...args: JsonLdArgs<Name>) => object;
  return JSON.stringify(build(...args)).replace(/</g, '\\u003c');
}
