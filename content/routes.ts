import { blogLink } from './blog-index';
import { legalDocuments } from './legal';

/**
 * The site's fixed pages. lib/routes.ts adds those made by the dozen from a content list
 * (business types, features, listings, areas) and the articles, for the sitemap and the tests.
 */
export const staticRoutes = [
  '/',
  '/services',
  '/gift-vouchers',
  '/favourites',
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
