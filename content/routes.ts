import { articles } from '@/lib/blog';
import { blogLink } from './blog-index';
import { businessTypeHref, businessTypes } from './business-types';
import { featureHref, features } from './features-menu';
import { legalDocuments } from './legal';

/**
 * Every page of the site, in one place: the sitemap and the tests read this list. Pages made
 * from a content list (business types, features, legal pages) are added from that list.
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
  ...articles().map((article) => article.href),
];
