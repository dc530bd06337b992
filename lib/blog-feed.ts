import { Feed } from 'feed';
import { blogIndex, blogLink } from '@/content/blog-index';
import { site } from '@/content/site';
import { nairobiMidnight } from './blog-meta';
import { absoluteUrl, feedPath } from './metadata';

type FeedArticle = {
  title: string;
  summary: string;
  href: string;
  date: string;
  modified: string;
  tags: readonly string[];
};

/**
 * The blog as RSS 2.0, newest first: absolute links, the article's address as its guid, and
 * the publication date (RFC 822) of each item. Items carry no <author>: RSS wants an email
 * address there, and the articles name people, not mailboxes.
 */
export function blogFeed(articles: readonly FeedArticle[]): string {
  const newest = articles
    .map((article) => article.modified)
    .sort()
    .at(-1);
  const feed = new Feed({
    title: `${site.name} ${blogIndex.title}`,
    description: blogIndex.description,
    id: absoluteUrl(blogLink.href),
    link: absoluteUrl(blogLink.href),
    language: 'en',
    copyright: `© ${site.name}`,
    // The newest change, not the build time, so the same articles give the same feed.
    updated: newest ? nairobiMidnight(newest) : undefined,
    generator: site.name,
    feedLinks: { rss: absoluteUrl(feedPath) },
  });
  for (const article of articles) {
    const url = absoluteUrl(article.href);
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.summary,
      date: nairobiMidnight(article.date),
      category: article.tags.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}
