import { existsSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { blogLink } from '@/content/blog-index';
import type { Lang } from './i18n';

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

/** The address of every article, from the file names. */
export function articleRoutes(dir = articleDir): string[] {
  return articleFiles(dir).map((name) => `${blogLink.href}/${basename(name, extname(name))}`);
}
