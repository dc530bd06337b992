import { areaPageHrefs, areas, catalogue, categoryPageHrefs, categoryPages } from '@/lib/catalogue';
import { blogLink } from '@/content/blog-index';
import { businessTypes } from '@/content/business-types';
import { features } from '@/content/features-menu';
import { articleRoutes } from '@/lib/blog-files';
import { areaHref, businessTypeHref, embedHref, featureHref, listingHref } from '@/lib/hrefs';

/**
 * Pages made by the dozen from one template: a listing's page, its booking widget (D27), an
 * area's pages, a business type's page, a feature's page and an article. The browser gates load a sample of each kind
 * (a business and a professional, an area and a later page of one, a type, a feature, an article)
 * rather than every one; checks that only read the files still cover them all.
 */
export const templatedRoutes: ReadonlySet<string> = new Set([
  ...catalogue.map((listing) => listingHref(listing.id)),
  ...catalogue.map((listing) => embedHref(listing.id)),
  ...areas.flatMap((area) => areaPageHrefs(area.slug)),
  ...categoryPageHrefs(),
  ...businessTypes.map(businessTypeHref),
  ...features.map((feature) => featureHref(feature.slug)),
  ...articleRoutes(),
]);

/**
 * An area's second page, where the catalogue fills one: the embedded catalogue (at most nine
 * listings an area) has none, a generated one (CI's second build) has several.
 */
const laterAreaPages = areas.flatMap((area) => areaPageHrefs(area.slug).slice(1)).slice(0, 1);

/**
 * A category's page and a category's page in an area (D34), where the catalogue fills them:
 * the embedded one has /services/nail-salons and /services/nail-salons/in/kilimani.
 */
const categorySamples = [
  ...categoryPages.filter((page) => !page.area).slice(0, 1),
  ...categoryPages.filter((page) => page.area).slice(0, 1),
].map((page) => page.href);

export const templateSamples = [
  listingHref('glow-nail-bar'),
  embedHref('glow-nail-bar'),
  listingHref('kevin-mwangi'),
  areaHref('westlands'),
  ...laterAreaPages,
  ...categorySamples,
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
  ...laterAreaPages,
  ...categorySamples,
].map((path) => (path === '/' ? '/sw' : `/sw${path}`));
