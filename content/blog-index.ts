import { existsSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Lang } from '@/lib/i18n';
import type { NavLink } from './types';

/** The words around the articles: the /blog page, the article pages and the RSS feed. */
export const blogIndex = {
  title: 'Blog',
  description:
    'Practical guides for salons, barbers, spas, gyms and studios in Kenya, and for the clients who book them: bookings, payments, reminders and running a service business.',
  eyebrow: 'Miadi blog',
  headline: 'Guides for service businesses and the people who book them',
  intro:
    'How to fill your diary, get paid on time and keep clients coming back, and what to know before you book. Written for Kenya, in plain words.',
  empty: 'The first articles are on their way.',
  feedLabel: 'Follow the blog by RSS',
} as const;

export const blogLink = { label: 'Blog', href: '/blog' } as const satisfies NavLink;

export const articleLabels = {
  by: 'By',
  updated: 'Updated',
  readingTime: (minutes: number) => `${minutes} min read`,
  related: 'Keep reading',
  tags: 'Topics',
} as const;

/** The folder of the English articles: one Markdown or MDX file each. */
export const articleDir = join(process.cwd(), 'content', 'blog');

/**
 * The folder of a language's articles: content/blog/ for English, content/blog/sw/ for
 * Kiswahili, with the same file names, so an article has the same slug in both.
 */
export function articleDirOf(lang: Lang): string {
  return lang === 'en' ? articleDir : join(articleDir, lang);
}

/** The article files in a folder (lib/blog.ts reads and checks them). */
export function articleFiles(dir = articleDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => ['.md', '.mdx'].includes(extname(name)));
}

/**
 * The address of every article, from the file names. The route list reads this, so it needs
 * no Markdown compiler.
 */
export function articleRoutes(dir = articleDir): string[] {
  return articleFiles(dir).map((name) => `${blogLink.href}/${basename(name, extname(name))}`);
}
