import { Link } from '@/components/link';
import { StaticImage } from '@/components/static-image';
import type { Article } from '@/lib/blog';
import { blogWords, topicNames } from '@/lib/blog-meta';
import { ArticleByline } from './article-byline';

/** An article in a list, in its language: artwork, title (the link), summary and byline. */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h2',
  priority,
}: {
  article: Article;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const { articleLabels } = blogWords(article.lang);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-700">
      <StaticImage
        src={article.artwork}
        alt=""
        {...article.artworkSize}
        priority={priority}
        className="aspect-[40/21] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-brand-700">
          <span className="sr-only">{articleLabels.tags}: </span>
          {topicNames(article.tags, article.lang).join(' · ')}
        </p>
        <Heading className="mt-2 text-xl font-semibold text-slate-900">
          <Link
            href={article.href}
            className="outline-none after:absolute after:inset-0 group-hover:text-brand-800"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-slate-600">{article.summary}</p>
        <ArticleByline article={article} className="mt-6" />
      </div>
    </article>
  );
}
