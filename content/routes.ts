import { areaHref, areas } from './areas';
import { articleRoutes, blogLink } from './blog-index';
import { embedHref } from './booking-widget';
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
  blogLink.href,
] as const satisfies readonly `/${string}`[];

export const siteRoutes: readonly string[] = [
  ...staticRoutes,
  ...businessTypes.map(businessTypeHref),
  ...features.map((feature) => featureHref(feature.slug)),
  ...articleRoutes(),
  ...catalogue.map((listing) => listingHref(listing.id)),
  ...areas.map((area) => areaHref(area.slug)),
];

/**
 * The booking widget's pages (D27), one per listing: framed by owners' sites, not in the
 * sitemap (noindex, their canonical address is the listing's page).
 */
export const embedRoutes: readonly string[] = catalogue.map((listing) => embedHref(listing.id));

/**
 * Pages made by the dozen from one template: a listing's page, its booking widget, an area's
 * page, a business type's page, a feature's page and an article. The browser gates load a sample of each kind
 * (a business and a professional, an area, a type, a feature, an article) at both widths
 * rather than every one; checks that only read the files still cover them all.
 */
export const templatedRoutes: ReadonlySet<string> = new Set([
  ...catalogue.map((listing) => listingHref(listing.id)),
  ...embedRoutes,
  ...areas.map((area) => areaHref(area.slug)),
  ...businessTypes.map(businessTypeHref),
  ...features.map((feature) => featureHref(feature.slug)),
  ...articleRoutes(),
]);

export const templateSamples = [
  listingHref('glow-nail-bar'),
  embedHref('glow-nail-bar'),
  listingHref('kevin-mwangi'),
  areaHref('westlands'),
  businessTypeHref(businessTypes[0]!),
  featureHref(features[0]!.slug),
  ...articleRoutes().slice(0, 1),
];

/**
 * Every page exists in Kiswahili too (/sw/…), made by the same components with other words.
 * The browser gates load these Kiswahili pages, one or more of each kind; checks that only
 * read the files cover every one.
 */
export const kiswahiliSamples: readonly string[] = [
  '/',
  '/services',
  '/pricing',
  '/gym-fitness',
  '/signup',
  '/login',
  '/privacy',
  '/business-types/nails',
  '/features/payment',
  blogLink.href,
  ...articleRoutes().slice(0, 1),
  listingHref('glow-nail-bar'),
  embedHref('glow-nail-bar'),
  areaHref('westlands'),
].map((path) => (path === '/' ? '/sw' : `/sw${path}`));
