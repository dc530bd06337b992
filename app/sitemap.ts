import type { MetadataRoute } from 'next';
import { siteRoutes } from '@/content/routes';
import { articles } from '@/lib/blog';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/**
 * sitemap.xml: every page meant for search results, from the same list the routes are generated
 * from. Utility pages (/forgot-password, the 404 page) are noindex and not listed. Articles carry
 * the day they last changed, so search engines know when to look again.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const modified = new Map(articles().map((article) => [article.href, article.modified]));
  return siteRoutes.map((path) => {
    const lastModified = modified.get(path);
    return { url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}) };
  });
}
