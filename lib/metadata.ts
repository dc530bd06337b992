import type { Metadata } from 'next';
import { site } from '@/content/site';

/** A path of this site as a full URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/**
 * Metadata for one page: its title (the layout's template adds "| Miadi"), description,
 * canonical URL and matching Open Graph / Twitter fields. `path` is the route, e.g. "/pricing".
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title?: string;
  description: string;
  path: string;
}): Metadata {
  const url = absoluteUrl(path);
  const shareTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: site.locale,
      url,
      title: shareTitle,
      description,
      images: [
        { url: '/images/og.png', width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description,
      images: ['/images/og.png'],
    },
  };
}
