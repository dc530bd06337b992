import { articles } from '@/lib/blog';
import { blogFeed } from '@/lib/blog-feed';
import { defaultLang, isLang, languages } from '@/lib/i18n';

export const dynamic = 'force-static';

/** One feed a language: /blog/rss.xml and /sw/blog/rss.xml. */
export function generateStaticParams() {
  return languages.map((lang) => ({ lang }));
}

/**
 * The feed of the language in the address, written once at build time like every page. Route
 * handlers cannot read next/root-params, so the language comes from the params.
 */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/blog/rss.xml'>) {
  const { lang } = await params;
  const language = isLang(lang) ? lang : defaultLang;
  return new Response(blogFeed(articles(language), language), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
