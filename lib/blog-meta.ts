import { parseDocument } from 'yaml';
import { z } from 'zod';
import * as english from '@/content/blog-index';
import { type Topic, topics } from '@/content/blog-topics';
import { dictionaryOf } from '@/content/dictionary';
import type { Translation } from '@/content/i18n/types';
import * as kiswahili from '@/content/sw/blog-index';
import { topics as swTopics } from '@/content/sw/blog-topics';
import { localizePath, type Lang } from './i18n';
import { absoluteUrl, feedPath } from './site-urls';
import { fill } from './template';

/** The words around the articles (the /blog page, bylines, topics, the feed) in one language. */
export type BlogWords = {
  blogIndex: Translation<typeof english.blogIndex>;
  blogLink: Translation<typeof english.blogLink>;
  articleLabels: Translation<typeof english.articleLabels>;
  topics: Translation<typeof topics>;
};

const { blogIndex, blogLink, articleLabels } = english;

const blogWordsByLang: Record<Lang, BlogWords> = {
  en: { blogIndex, blogLink, articleLabels, topics },
  sw: {
    blogIndex: kiswahili.blogIndex,
    blogLink: kiswahili.blogLink,
    articleLabels: kiswahili.articleLabels,
    topics: swTopics,
  },
};

export function blogWords(lang: Lang): BlogWords {
  return blogWordsByLang[lang];
}

/** The names of an article's topics in a language; a tag that is no topic shows as written. */
export function topicNames(tags: readonly string[], lang: Lang): string[] {
  const names: Record<string, string> = blogWords(lang).topics;
  return tags.map((tag) => (Object.hasOwn(names, tag) ? names[tag]! : tag));
}

/**
 * What an article's frontmatter must say, checked when the site is built: a missing or
 * malformed field stops the build with the file's name and the field.
 */
const required = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};
const text = (max?: number) => {
  const field = z.string(required).trim().min(1, 'is empty');
  return max ? field.max(max, `is longer than ${max} characters`) : field;
};
const day = z.iso.date({
  error: (issue) =>
    issue.input === undefined ? 'is required' : 'must be a date written "YYYY-MM-DD"',
});

export const frontmatterSchema = z
  .strictObject({
    title: text(70),
    summary: text(160),
    author: text(),
    date: day,
    updated: day.optional(),
    tags: z
      .array(
        z.enum(Object.keys(topics) as [Topic, ...Topic[]], {
          error: `must be topics of content/blog-topics.ts (${Object.keys(topics).join(', ')})`,
        }),
        required,
      )
      .min(1, 'needs at least one tag'),
    artwork: z
      .string(required)
      .regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, 'must be "/images/blog/{slug}.svg"'),
    artworkAlt: text(),
  })
  .refine((data) => !data.updated || data.updated >= data.date, {
    path: ['updated'],
    message: 'is before "date"',
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** The file name of an article is its address: lowercase words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A problem at a place in an article's file (lines and columns from 1). */
export type FileProblem = { line: number; column: number; message: string };

/** The frontmatter's text up to its closing `---` line (the opening one already read). */
const FENCE = /^([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/**
 * The frontmatter at the top of an article (the YAML between its two `---` lines), or where
 * it cannot be read, with the file's own line and column: an unclosed quote, a missing fence.
 */
export function readFrontmatter(
  source: string,
): { data: unknown; problems: [] } | { data: undefined; problems: FileProblem[] } {
  if (!source.startsWith('---')) {
    return {
      data: undefined,
      problems: [{ line: 1, column: 1, message: 'must start with its frontmatter, a "---" line' }],
    };
  }
  const match = FENCE.exec(source.slice(source.indexOf('\n') + 1));
  if (!match) {
    return {
      data: undefined,
      problems: [
        {
          line: 1,
          column: 1,
          message: 'the frontmatter opened here is never closed: end it with a "---" line',
        },
      ],
    };
  }
  const yaml = match[1]!;
  const document = parseDocument(yaml, { prettyErrors: true });
  if (!document.errors.length) return { data: document.toJS() as unknown, problems: [] };
  return {
    data: undefined,
    problems: document.errors.map((error) => {
      const at = unclosedQuote(yaml) ?? error.linePos?.[0] ?? { line: 1, col: 1 };
      const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      const hint = /quote/.test(reason) ? ', and close the quote on the line it opens' : '';
      // The YAML starts on the file's second line, after the opening "---".
      return { line: at.line + 1, column: at.col, message: `${reason}${hint}` };
    }),
  };
}

/**
 * Where a quote opens that its line never closes (`title: 'Book a nail salon`): YAML reads on
 * to the next quote and reports the end of the frontmatter, where the editor did nothing wrong.
 */
function unclosedQuote(yaml: string): { line: number; col: number } | undefined {
  const lines = yaml.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const value = /^(\s*[\w-]+:\s*)(['"])(.*)$/.exec(line);
    if (!value) continue;
    const [, key, quote, rest] = value;
    const unescaped = quote === "'" ? rest!.replaceAll("''", '') : rest!.replace(/\\./g, '');
    if (!unescaped.includes(quote!)) return { line: index + 1, col: key!.length + 1 };
  }
  return undefined;
}

/**
 * What is wrong with an article's frontmatter, one line per field (`"title" is longer than 70
 * characters`); none when it is right. The build and the content check (scripts/check-content.mjs)
 * both read it, so they word a problem the same way.
 */
export function frontmatterProblems(data: unknown, slug: string): string[] {
  const result = frontmatterSchema.safeParse(data ?? {});
  if (!result.success) {
    return result.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : `"${issue.path.join('.')}" ${issue.message}`,
    );
  }
  const expected = `/images/blog/${slug}.svg`;
  return result.data.artwork === expected
    ? []
    : [`"artwork" must be "${expected}", named after the article's file`];
}

/** Frontmatter as the schema wants it, or an error that names the file and each bad field. */
export function parseFrontmatter(data: unknown, file: string, slug: string): Frontmatter {
  const problems = frontmatterProblems(data, slug);
  if (problems.length) {
    throw new Error(
      `Invalid frontmatter in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return frontmatterSchema.parse(data);
}

/** Minutes to read a text of this many words, at an unhurried 200 words a minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

type Dated = { slug: string; date: string; updated?: string };

/** Newest first; articles of the same day in a stable order, by address. */
export function newestFirst<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** When an article last changed: its update date, or the day it was published. */
export const lastModified = (article: { date: string; updated?: string }) =>
  article.updated ?? article.date;

/**
 * Up to `count` other articles for the end of one: those sharing the most tags first, then
 * the newest, so a reader always has somewhere to go next.
 */
export function relatedArticles<T extends Dated & { tags: readonly string[] }>(
  article: T,
  all: readonly T[],
  count = 3,
): T[] {
  const shared = (other: T) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  return newestFirst(all.filter((other) => other.slug !== article.slug))
    .map((other, order) => ({ other, score: shared(other), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

/** An article's (or the blog's) address in a language, as a full URL. */
export function articleUrl(href: string, lang: Lang): string {
  return absoluteUrl(localizePath(href, lang));
}

/** The moment an article's day begins in Nairobi (UTC+3), for feeds that want a time. */
export function nairobiMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

type FeedArticle = {
  title: string;
  summary: string;
  href: string;
  date: string;
  modified: string;
  tags: readonly string[];
};

/**
 * What the RSS feed of one language says, newest first: the channel in that language with its
 * own address (/blog or /sw/blog), and each article with its address in that language as link
 * and guid, its day as publication date and its topics as categories. lib/blog-feed.ts writes
 * it as XML.
 */
export function feedOf(articles: readonly FeedArticle[], lang: Lang) {
  const { site, ui } = dictionaryOf(lang);
  const { blogIndex, blogLink } = blogWords(lang);
  const newest = articles
    .map((article) => article.modified)
    .sort()
    .at(-1);
  return {
    title: fill(ui.feedTitle, { name: site.site.name }),
    description: blogIndex.description,
    link: articleUrl(blogLink.href, lang),
    feed: articleUrl(feedPath, lang),
    language: lang,
    // The newest change, not the build time, so the same articles give the same feed.
    updated: newest ? nairobiMidnight(newest) : undefined,
    items: articles.map((article) => ({
      title: article.title,
      url: articleUrl(article.href, lang),
      description: article.summary,
      date: nairobiMidnight(article.date),
      categories: topicNames(article.tags, lang),
    })),
  };
}
