import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-urls';

export const dynamic = 'force-static';

/**
 * robots.txt: crawl everything, with the sitemap (an index of several files past 45,000
 * addresses: scripts/sitemap-split.mjs). With sample listings (D40) the catalogue's pages say
 * noindex themselves, which a crawler must be allowed to fetch to read.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
