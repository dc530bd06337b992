import type { Metadata } from 'next';
import { site } from '@/content/site';

/** A path of this site as a full URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** The blog's RSS feed; every page's head points feed readers to it. */
export const feedPath = '/blog/rss.xml';

/** The longest <title> search results show in full (and html-validate allows). */
const maxTitleLength = 70;

/** Size of the share cards, as social sites expect them. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Where a page's share card is: "/" → /og/index.png, "/blog/x" → /og/blog/x.png.
 * scripts/share-images.mjs draws the card after the export, from the page's own og:title.
 */
export function shareImagePath(path: string): string {
  return `/og/${path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')}.png`;
}

/**
 * Metadata for one page: its title (the layout's template adds "| Miadi"), description,
 * canonical URL, the blog feed, and matching Open Graph / Twitter fields with the page's own
 * share card. `path` is the route, e.g. "/pricing".
 */
export function pageMetadata({
  title,
  description,
  path,
  article,
}: {
  title?: string;
  description: string;
  path: string;
  /** Dates and author of a blog article, for og:type "article". */
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; tags: string[] };
}): Metadata {
  const url = absoluteUrl(path);
  const shareTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  const image = shareImagePath(path);
  return {
    // Search results cut titles at about 70 characters: a long one goes without the brand.
    ...(title ? { title: shareTitle.length > maxTitleLength ? { absolute: title } : title } : {}),
    description,
    alternates: {
      canonical: url,
      types: { 'application/rss+xml': [{ url: feedPath, title: `${site.name} blog` }] },
    },
    openGraph: {
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
      siteName: site.name,
      locale: site.locale,
      url,
      title: shareTitle,
      description,
      images: [{ url: image, ...shareImageSize, alt: shareTitle }],
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description,
      images: [{ url: image, alt: shareTitle }],
    },
  };
}
