import { articles } from '@/lib/blog';
import { blogFeed } from '@/lib/blog-feed';

export const dynamic = 'force-static';

/** /blog/rss.xml, written once at build time like every page. */
export function GET() {
  return new Response(blogFeed(articles()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
