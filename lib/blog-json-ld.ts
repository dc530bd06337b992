import { site } from '@/content/site';
import { absoluteUrl, shareImagePath } from './metadata';

type JsonLdArticle = {
  title: string;
  summary: string;
  author: string;
  date: string;
  modified: string;
  href: string;
  tags: readonly string[];
};

/** schema.org BlogPosting for one article; its image is the article's share card (a PNG). */
export function articleJsonLd(article: JsonLdArticle) {
  const url = absoluteUrl(article.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.modified,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: site.name, logo: absoluteUrl('/icon.svg') },
    image: absoluteUrl(shareImagePath(article.href)),
    url,
    mainEntityOfPage: url,
    keywords: article.tags.join(', '),
    inLanguage: 'en',
  };
}
