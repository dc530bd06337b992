import { Breadcrumbs } from '@/components/breadcrumbs';
import { PageHero } from '@/components/page-hero';
import { blogIndex, blogLink } from '@/content/blog-index';
import { homeLink } from '@/content/shared-links';
import { articles } from '@/lib/blog';
import { feedPath, pageMetadata } from '@/lib/metadata';
import { ArticleCard } from './article-card';

export const generateMetadata = () =>
  pageMetadata({
    title: blogIndex.title,
    description: blogIndex.description,
    path: blogLink.href,
  });

export default function BlogPage() {
  const list = articles();
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs trail={[homeLink, blogLink]} />
        <PageHero eyebrow={blogIndex.eyebrow} title={blogIndex.headline} intro={blogIndex.intro}>
          <p className="mt-6">
            <a
              href={feedPath}
              type="application/rss+xml"
              className="text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {blogIndex.feedLabel}
            </a>
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
