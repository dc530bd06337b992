import { Breadcrumbs } from '@/components/breadcrumbs';
import { Link } from '@/components/link';
import { PageHero } from '@/components/page-hero';
import { articles } from '@/lib/blog';
import { blogWords } from '@/lib/blog-meta';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';
import { feedPath } from '@/lib/site-urls';
import { ArticleCard } from './article-card';

export async function generateMetadata() {
  const { blogIndex, blogLink } = blogWords(await currentLang());
  return pageMetadata({
    title: blogIndex.title,
    description: blogIndex.description,
    path: blogLink.href,
  });
}

/** The articles of the page's language, newest first: /blog in English, /sw/blog in Kiswahili. */
export default async function BlogPage() {
  const lang = await currentLang();
  const { sharedLinks } = await dictionary();
  const { blogIndex, blogLink } = blogWords(lang);
  const list = articles(lang);
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs trail={[sharedLinks.homeLink, blogLink]} />
        <PageHero eyebrow={blogIndex.eyebrow} title={blogIndex.headline} intro={blogIndex.intro}>
          <p className="mt-6">
            <Link
              href={feedPath}
              type="application/rss+xml"
              className="text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {blogIndex.feedLabel}
            </Link>
          </p>
        </PageHero>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        {list.length > 0 ? (
          <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {list.map((article, index) => (
              <li key={article.slug} className="flex">
                <ArticleCard article={article} priority={index === 0} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-lg text-slate-600">{blogIndex.empty}</p>
        )}
      </div>
    </>
  );
}
