import { site } from '@/content/site';
import type { NavLink } from '@/content/types';
import { localizePath, type Lang } from './i18n';

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
