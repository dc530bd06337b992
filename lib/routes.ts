import { areaPageHrefs, areas, catalogue, categoryPageHrefs, synthetic } from '@/lib/catalogue';
import { businessTypes } from '@/content/business-types';
import { features } from '@/content/features-menu';
import { staticRoutes } from '@/content/routes';
import { articleRoutes } from './blog-files';
import { GIFT_VOUCHERS, giftVoucherHrefs } from './gift-voucher-pages';
import { businessTypeHref, featureHref, listingHref } from './hrefs';

/**
 * Every page of the site, in one place: the sitemap and the tests read this list. Pages made
 * from a content list (business types, features, listings and areas, each area's listings on
 * as many pages as they fill, and the category pages that D34's threshold lets exist) and the articles (from their file names) are added to the pages
 * written by hand.
 */
export const siteRoutes: readonly string[] = [
  ...staticRoutes,
  ...businessTypes.map(businessTypeHref),
  ...features.map((feature) => featureHref(feature.slug)),
  ...articleRoutes(),
  ...catalogue.map((listing) => listingHref(listing.id)),
  ...areas.flatMap((area) => areaPageHrefs(area.slug)),
  ...categoryPageHrefs(),
  // /gift-vouchers is a fixed page; its later pages and its areas' and categories' lists are not.
  ...giftVoucherHrefs().filter((href) => href !== GIFT_VOUCHERS),
];

/** The catalogue's pages: the search (/services), everything under it, and the gift voucher lists (D37). */
export function isCataloguePage(path: string): boolean {
  return (
    path === '/services' ||
    path.startsWith('/services/') ||
    path === '/gift-vouchers' ||
    path.startsWith('/gift-vouchers/')
  );
}

/**
 * The pages search engines are asked to index (the sitemap's list): all of them with real
 * listings; with sample data (D40) only the site's own, since the catalogue's pages are
 * noindex (app/[lang]/(marketing)/services/layout.tsx).
 */
export function indexedRoutes(
  routes: readonly string[] = siteRoutes,
  sample: boolean = synthetic,
): readonly string[] {
  return sample ? routes.filter((path) => !isCataloguePage(path)) : routes;
}
