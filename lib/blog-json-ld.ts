import { site } from '@/content/site';
import { articleUrl, topicNames } from './blog-meta';
import { localizePath, type Lang } from './i18n';
import { absoluteUrl, shareImagePath } from './site-urls';

type JsonLdArticle = {
  title: string;
  summary: string;
  author: string;
  date: string;
  modified: string;
  /** The article's address in English ("/blog/…"); the Kiswahili one is worked out from it. */
  href: string;
  tags: readonly string[];
  /** The language the article is written in. */
  lang: Lang;
};

/**
 * schema.org BlogPosting for one article, in its language: its address and share card (a PNG)
 * are those of that language's page, and its keywords are the topic names readers see there.
 */
export function articleJsonLd(article: JsonLdArticle) {
  const { lang } = article;
  const url = articleUrl(article.href, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.modified,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: site.name, logo: absoluteUrl('/icon.svg') },
    image: absoluteUrl(shareImagePath(localizePath(article.href, lang))),
    url,
    mainEntityOfPage: url,
    keywords: topicNames(article.tags, lang).join(', '),
    inLanguage: lang,
  };
}
