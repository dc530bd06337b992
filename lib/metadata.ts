import type { Metadata } from 'next';
import { dictionaryOf } from '@/content/dictionary';
import { synthetic } from './catalogue';
import { fitDescription } from './description';
import { localizePath, type Lang } from './i18n';
import { currentLang } from './page-language';
import { fill } from './template';
import {
  absoluteUrl,
  feedPath,
  languageAlternates,
  shareImagePath,
  shareImageSize,
} from './site-urls';

/** The longest <title> search results show in full (and html-validate allows). */
export const maxTitleLength = 70;

export { absoluteUrl, feedPath, languageAlternates, shareImagePath, shareImageSize };

/**
 * What the head of a catalogue page (a listing, an area, a category, the search) says when the
 * catalogue is sample data: noindex, so that invented listings and reviews never reach search
 * results (D40). The services layout puts it on all of them; the site's own pages stay indexed.
 */
export function sampleDataMetadata(isSynthetic: boolean = synthetic): Metadata {
  return isSynthetic ? { robots: { index: false } } : {};
}

/**
 * Metadata for one page in the language being rendered: its title (the layout's template adds
 * "| Miadi"), description, canonical URL and its other language versions, the blog feed, and
 * matching Open Graph / Twitter fields with the page's own share card. `path` is the route
 * in English, e.g. "/pricing"; the Kiswahili page's addresses are worked out from it.
 */
export async function pageMetadata({
  title,
  description,
  path,
  article,
  languages,
}: {
  title?: string;
  description: string;
  path: string;
  /** Dates and author of a blog article, for og:type "article". */
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; tags: string[] };
  /** The languages the page is written in, when not all (an article waiting for its twin). */
  languages?: readonly Lang[];
}): Promise<Metadata> {
  description = fitDescription(description);
  const lang = await currentLang();
  const { site } = dictionaryOf(lang).site;
  const localPath = localizePath(path, lang);
  const url = absoluteUrl(localPath);
  const shareTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  const image = shareImagePath(localPath);
  const feed = localizePath(feedPath, lang);
  const feedTitle = fill(dictionaryOf(lang).ui.feedTitle, { name: site.name });
  return {
    // Search results cut titles at about 70 characters: a long one goes without the brand.
    ...(title ? { title: shareTitle.length > maxTitleLength ? { absolute: title } : title } : {}),
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(path, languages),
      types: { 'application/rss+xml': [{ url: feed, title: feedTitle }] },
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
