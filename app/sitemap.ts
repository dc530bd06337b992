import type { MetadataRoute } from 'next';
import { indexedRoutes } from '@/lib/routes';
import { languages, localizePath } from '@/lib/i18n';
import { articles } from '@/lib/blog';
import { pageLanguages } from '@/lib/blog-files';
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
  const modified = new Map(
    languages.flatMap((lang) =>
      articles(lang).map((article) => [`${lang}:${article.href}`, article.modified] as const),
    ),
  );
  return indexedRoutes().flatMap((path) => {
    // An article waiting for its twin is listed, and names alternates, in its own language only.
    const written = pageLanguages(path);
    const alternates = { languages: languageAlternates(path, written) };
    return written.map((lang) => {
      const lastModified = modified.get(`${lang}:${path}`);
      return {
        url: absoluteUrl(localizePath(path, lang)),
        ...(lastModified ? { lastModified } : {}),
        alternates,
      };
    });
  });
}
