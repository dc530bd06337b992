import type { MetadataRoute } from 'next';
import { siteRoutes } from '@/content/routes';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/**
 * sitemap.xml: every page meant for search results, from the same list the routes are generated
 * from. Utility pages (/forgot-password, the 404 page) are noindex and not listed.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.map((path) => ({ url: absoluteUrl(path) }));
}
