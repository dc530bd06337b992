import type { MetadataRoute } from 'next';
import { siteRoutes } from '@/content/routes';
import { articles } from '@/lib/blog';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/**
 * sitemap.xml: every page, from the same list the routes are generated from. Articles carry
 * the day they last changed, so search engines know when to look again.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const modified = new Map(articles().map((article) => [article.href, article.modified]));
  return siteRoutes.map((path) => {
    const lastModified = modified.get(path);
    return { url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}) };
  });
}
