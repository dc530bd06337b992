import { dictionaryOf } from '@/content/dictionary';
import { site } from '@/content/site';
import type { NavLink } from '@/content/types';
import { areaName, cataloguePlace, categoryPage } from './catalogue';
import { categoryAreaHref, categoryHref, listingHref } from './hrefs';
import { catalogueWordsIn } from './catalogue-words';
import { localizePath, type Lang } from './i18n';
import { fill } from './template';

/**
 * The trail down to a category's pages: Home › Services › the category › the category in
 * `area`, leaving out each page that does not exist (D34: below 3 listings there is none).
 */
export function categoryTrail(id: string, area: string | undefined, lang: Lang): NavLink[] {
  const { categoryPages, listingPage, sharedLinks } = dictionaryOf(lang);
  const text = categoryPages.categoryPage;
  const category = catalogueWordsIn[lang].categoryPlurals[id] ?? id;
  return [
    sharedLinks.homeLink,
    { label: listingPage.profilePage.breadcrumb, href: '/services' },
    ...(categoryPage(id)
      ? [
          {
            label: fill(text.inArea, { category, area: cataloguePlace(lang) }),
            href: categoryHref(id),
          },
        ]
      : []),
    ...(area && categoryPage(id, area)
      ? [
          {
            label: fill(text.inArea, { category, area: areaName(area) ?? area }),
            href: categoryAreaHref(id, area),
          },
        ]
      : []),
  ];
}

/** A listing's trail: Home › Services › category › category in its area › the listing. */
export function listingTrail(
  listing: { id: string; name: string; category: string; location: string },
  lang: Lang,
): NavLink[] {
  return [
    ...categoryTrail(listing.category, listing.location, lang),
    { label: listing.name, href: listingHref(listing.id) },
  ];
}

/**
 * schema.org BreadcrumbList for a trail from the home page to the current page (last).
 * Item URLs are absolute, on the configured site URL, as search engines expect.
 */
export function breadcrumbListJsonLd(trail: readonly NavLink[], lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.label,
      item: new URL(localizePath(link.href, lang), site.url).toString(),
    })),
  };
}
