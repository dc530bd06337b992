import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { Section } from '@/components/section';
import { StaticImage } from '@/components/static-image';
import { articleContent, articles, findArticle } from '@/lib/blog';
import { articleLanguages } from '@/lib/blog-files';
import { blogWords, relatedArticles, topicNames } from '@/lib/blog-meta';
import { isLang } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';
import { ArticleByline } from '../article-byline';
import { ArticleCard } from '../article-card';
import { mdxComponents } from './mdx-components';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** Each language's articles, from its own folder (content/blog/, content/blog/sw/). */
export function generateStaticParams({ params }: { params: { lang: string } }) {
  return isLang(params.lang) ? articles(params.lang).map(({ slug }) => ({ slug })) : [];
}

/** The article in the page's language: /sw/blog/{slug} renders content/blog/sw/{slug}.mdx. */
async function article(params: Props['params']) {
  const found = findArticle((await params).slug, await currentLang());
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: Props) {
  const { title, summary, href, date, modified, author, tags, lang, slug } = await article(params);
  return pageMetadata({
    title,
    description: summary,
    path: href,
    // Its hreflang names only the languages it is written in (D38).
    languages: articleLanguages(slug),
    article: {
      publishedTime: date,
      modifiedTime: modified,
      authors: [author],
      tags: topicNames(tags, lang),
    },
  });
}

export default async function ArticlePage({ params }: Props) {
  const current = await article(params);
  const { sharedLinks } = await dictionary();
  const { articleLabels, blogLink } = blogWords(current.lang);
  const Content = await articleContent(current);
  const related = relatedArticles(current, articles(current.lang));
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs
          trail={[sharedLinks.homeLink, blogLink, { label: current.title, href: current.href }]}
        />
      </div>
      <article aria-labelledby="page-title" className="px-4 pb-16 pt-10 sm:px-6 lg:px-8">
        <header className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            <span className="sr-only">{articleLabels.tags}: </span>
            {topicNames(current.tags, current.lang).join(' · ')}
          </p>
          <h1
            id="page-title"
            className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            {current.title}
          </h1>
          <p className="mt-6 text-xl text-slate-700">{current.summary}</p>
          <ArticleByline article={current} size="base" className="mt-6" />
        </header>
        <StaticImage
          src={current.artwork}
          alt={current.artworkAlt}
          {...current.artworkSize}
          priority
          className="mx-auto mt-10 aspect-[40/21] w-full max-w-4xl rounded-2xl bg-brand-50 object-cover"
        />
        <div className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-slate-700">
          <Content components={mdxComponents} />
        </div>
      </article>
      {related.length > 0 ? (
        <Section id="related-articles" title={articleLabels.related} className="bg-slate-50">
          <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug} className="flex">
                <ArticleCard article={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <JsonLd
        of="article"
        args={[
          {
            title: current.title,
            summary: current.summary,
            author: current.author,
            date: current.date,
            modified: current.modified,
            href: current.href,
            tags: current.tags,
            lang: current.lang,
          },
        ]}
      />
    </>
  );
}
