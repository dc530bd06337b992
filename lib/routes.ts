import { areaPageHrefs, areas, catalogue, categoryPageHrefs } from '@/lib/catalogue';
import { businessTypes } from '@/content/business-types';
import { features } from '@/content/features-menu';
import { staticRoutes } from '@/content/routes';
import { articleRoutes } from './blog-files';
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
];
