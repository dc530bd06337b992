import type { MetadataRoute } from 'next';
import { indexedRoutes } from '@/lib/routes';
import { languages, localizePath } from '@/lib/i18n';
import { articles } from '@/lib/blog';
import { absoluteUrl, languageAlternates } from '@/lib/site-urls';

export const dynamic = 'force-static';

/**
 * sitemap.xml: every page meant for search results, in every language, from the same list the
 * routes are generated from. Each entry names all its language versions (xhtml:link, English
 * as x-default), as each page's head does. Utility pages (/forgot-password, the 404 page) are
 * noindex and not listed. Articles carry the day they last changed, so search engines know
 * when to look again. With sample listings (D40) the catalogue's pages are noindex and left
 * out; the site's own pages are listed.
 * Past 45,000 addresses or 45 MB, scripts/sitemap-split.mjs splits the file under an index.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const modified = new Map(articles('en').map((article) => [article.href, article.modified]));
  return indexedRoutes().flatMap((path) => {
    const lastModified = modified.get(path);
    const alternates = { languages: languageAlternates(path) };
    return languages.map((lang) => ({
      url: absoluteUrl(localizePath(path, lang)),
      ...(lastModified ? { lastModified } : {}),
      alternates,
    }));
  });
}
