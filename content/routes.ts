import { areaHref, areas } from './areas';
import { businessTypeHref, businessTypes } from './business-types';
import { catalogue, listingHref } from './catalogue';
import { featureHref, features } from './features-menu';
import { legalDocuments } from './legal';

/**
 * Every page of the site, in one place: the sitemap and the tests read this list. Pages made
 * from a content list (business types, features, legal pages, listings and areas) are added
 * from that list.
 */
export const staticRoutes = [
  '/',
  '/services',
  '/gym-fitness',
  '/pricing',
  '/about',
  '/register',
  '/demo',
  ...legalDocuments.map((document) => document.path),
  '/business-types',
  '/features',
  '/signup',
  '/login',
] as const satisfies readonly `/${string}`[];

export const siteRoutes: readonly string[] = [
  ...staticRoutes,
  ...businessTypes.map(businessTypeHref),
  ...features.map((feature) => featureHref(feature.slug)),
  ...catalogue.map((listing) => listingHref(listing.id)),
  ...areas.map((area) => areaHref(area.slug)),
];
