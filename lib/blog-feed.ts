import { Feed } from 'feed';
import { site } from '@/content/site';
import { feedOf } from './blog-meta';
import type { Lang } from './i18n';

/**
 * The blog of one language as RSS 2.0 (/blog/rss.xml, /sw/blog/rss.xml), newest first:
 * absolute links in that language, the article's address as its guid, and the publication
 * date (RFC 822) of each item. Items carry no <author>: RSS wants an email address there, and
 * the articles name people, not mailboxes.
 */
export function blogFeed(articles: Parameters<typeof feedOf>[0], lang: Lang): string {
  const channel = feedOf(articles, lang);
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: channel.link,
    link: channel.link,
    language: channel.language,
    copyright: `© ${site.name}`,
    updated: channel.updated,
    generator: site.name,
    feedLinks: { rss: channel.feed },
  });
  for (const item of channel.items) {
    feed.addItem({
      title: item.title,
      id: item.url,
      link: item.url,
      description: item.description,
      date: item.date,
      category: item.categories.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}
