import type { MetadataRoute } from 'next';
import { synthetic } from '@/lib/catalogue';
import { absoluteUrl } from '@/lib/site-urls';

export const dynamic = 'force-static';

/**
 * robots.txt: crawl everything, with the sitemap (an index of several files past 45,000
 * addresses: scripts/sitemap-split.mjs). A build from a synthetic catalogue is made-up data,
 * noindex on every page: it asks crawlers to stay out altogether.
 */
export default function robots(): MetadataRoute.Robots {
  if (synthetic) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
