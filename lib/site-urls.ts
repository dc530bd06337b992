import { site } from '@/content/site';
import { defaultLang, languages, localizePath, type Lang } from './i18n';

/**
 * Addresses of the site's pages and files on its canonical origin. Free of any page's render
 * (unlike lib/metadata.ts), so scripts and browser tests can import it too.
 */
/** A path of this site as a full URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** The blog's RSS feed (in English: /sw/blog/rss.xml in Kiswahili); every page's head names it. */
export const feedPath = '/blog/rss.xml';

/**
 * The page in every language it is `written` in (all of them but for an article waiting for
 * its twin), as absolute URLs keyed by hreflang, with English as the x-default: search
 * engines show each reader the version in their language.
 */
export function languageAlternates(
  path: string,
  written: readonly Lang[] = languages,
): Partial<Record<Lang | 'x-default', string>> {
  const urls: Partial<Record<Lang | 'x-default', string>> = Object.fromEntries(
    written.map((lang) => [lang, absoluteUrl(localizePath(path, lang))]),
  );
  // An article in one language only (D38) names no twin: its own address is the default.
  return { ...urls, 'x-default': urls[defaultLang] ?? urls[written[0]!] };
}

/** Size of the share cards, as social sites expect them. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Where a page's share card is: "/" → /og/index.png, "/blog/x" → /og/blog/x.png.
 * scripts/share-images.mjs draws the card after the export, from the page's own og:title.
 */
export function shareImagePath(path: string): string {
  return `/og/${path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')}.png`;
}
