import { existsSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { blogLink } from '@/content/blog-index';
import { languages, type Lang } from './i18n';

/**
 * Where the articles are: one Markdown or MDX file each, in content/blog/ (English) and
 * content/blog/sw/ (Kiswahili, the same file names, so an article has the same slug in both).
 * Apart from lib/blog.ts so that the route list reads the file names without a Markdown
 * compiler.
 */

/** The folder of the English articles. */
export const articleDir = join(process.cwd(), 'content', 'blog');

/** The folder of a language's articles. */
export function articleDirOf(lang: Lang): string {
  return lang === 'en' ? articleDir : join(articleDir, lang);
}

/** The article files in a folder (lib/blog.ts reads and checks them). */
export function articleFiles(dir = articleDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => ['.md', '.mdx'].includes(extname(name)));
}

/** An article's slug from its file name. */
const slugOf = (name: string) => basename(name, extname(name));

/**
 * The languages an article is written in, from the files: an article may exist in one
 * language until its twin is written (D38), and is published in that language only.
 */
export function articleLanguages(slug: string): Lang[] {
  return languages.filter((lang) =>
    articleFiles(articleDirOf(lang)).some((name) => slugOf(name) === slug),
  );
}

/** The address of every article, in English form, from the file names of every language. */
export function articleRoutes(): string[] {
  const slugs = new Set(languages.flatMap((lang) => articleFiles(articleDirOf(lang)).map(slugOf)));
  return [...slugs].sort().map((slug) => `${blogLink.href}/${slug}`);
}

/**
 * The languages a page exists in: every language (D20), but an article only in those it is
 * written in. `path` is the page's address in English form ("/blog/{slug}").
 */
export function pageLanguages(path: string): readonly Lang[] {
  const prefix = `${blogLink.href}/`;
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
  return slug && !slug.includes('/') && slug !== 'rss.xml' ? articleLanguages(slug) : languages;
}

/** The articles written in `lang` whose twin in `other` is not written yet, by address. */
export function untranslatedRoutes(lang: Lang, other: Lang): string[] {
  const there = new Set(articleFiles(articleDirOf(other)).map(slugOf));
  return articleFiles(articleDirOf(lang))
    .map(slugOf)
    .filter((slug) => !there.has(slug))
    .map((slug) => `${blogLink.href}/${slug}`);
}
