import { cn } from '@/lib/cn';
import type { Article } from '@/lib/blog';
import { blogWords } from '@/lib/blog-meta';
import { formatDate } from '@/lib/dates';
import { fill } from '@/lib/template';

/**
 * Who wrote an article, when (and when it last changed), and how long it takes to read, in
 * the article's language.
 */
export function ArticleByline({
  article,
  size = 'sm',
  className,
}: {
  article: Pick<Article, 'author' | 'date' | 'updated' | 'readingMinutes' | 'lang'>;
  /** Small on a card, the body's size under an article's title. */
  size?: 'sm' | 'base';
  className?: string;
}) {
  const { articleLabels } = blogWords(article.lang);
  return (
    <p
      className={cn(
        'flex flex-wrap gap-x-2 gap-y-1 text-slate-600',
        size === 'sm' ? 'text-sm' : 'text-base',
        className,
      )}
    >
      <span>
        {articleLabels.by} <span className="font-medium text-slate-900">{article.author}</span>
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.date}>{formatDate(article.date, article.lang)}</time>
      {article.updated ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            {articleLabels.updated}{' '}
            <time dateTime={article.updated}>{formatDate(article.updated, article.lang)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span>{fill(articleLabels.readingTime, { minutes: article.readingMinutes })}</span>
    </p>
  );
}
