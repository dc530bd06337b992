import type { MetadataRoute } from 'next';
import { siteRoutes } from '@/content/routes';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** sitemap.xml: every page, from the same list the routes are generated from. */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.map((path) => ({ url: absoluteUrl(path) }));
}
