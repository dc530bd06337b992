import { languages } from '@/lib/i18n';
import { articles } from '@/lib/blog';
import { blogFeed } from '@/lib/blog-feed';

export const dynamic = 'force-static';

/** One feed a language: /blog/rss.xml and /sw/blog/rss.xml. */
export function generateStaticParams() {
  return languages.map((lang) => ({ lang }));
}

/** The feed, written once at build time like every page. */
export function GET() {
  return new Response(blogFeed(articles()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
