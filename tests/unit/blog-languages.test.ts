/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import matter from 'gray-matter';
import { topics } from '@/content/blog-topics';
import { topics as swTopics } from '@/content/sw/blog-topics';
import { articleDirOf, articleFiles } from '@/lib/blog-files';
import { articleJsonLd } from '@/lib/blog-json-ld';
import { formatDate } from '@/lib/dates';
import {
  blogWords,
  feedOf,
  lastModified,
  newestFirst,
  parseFrontmatter,
  relatedArticles,
  topicNames,
} from '@/lib/blog-meta';
import type { Lang } from '@/lib/i18n';
import { fill } from '@/lib/template';

/**
 * Each language's article list as the build makes it (lib/blog.ts needs the ESM-only MDX
 * compiler, which Jest cannot load): the files of the language's folder, their frontmatter
 * through the build's own check, newest first.
 */
function listOf(lang: Lang) {
  const dir = articleDirOf(lang);
  return newestFirst(
    articleFiles(dir).map((name) => {
      const file = join(dir, name);
      const slug = basename(name, '.mdx');
      const data = parseFrontmatter(matter(readFileSync(file, 'utf8')).data, file, slug);
      return { ...data, slug, lang, href: `/blog/${slug}`, modified: lastModified(data) };
    }),
  );
}

const english = listOf('en');
const kiswahili = listOf('sw');
const frontmatterOf = ({
  title,
  summary,
  author,
  date,
  updated,
  tags,
  artwork,
  artworkAlt,
}: (typeof kiswahili)[number]) => ({
  title,
  summary,
  author,
  date,
  ...(updated ? { updated } : {}),
  tags,
  artwork,
  artworkAlt,
});
const origin = 'https://miadi.co.ke';

describe('the article list of each language', () => {
  it('reads Kiswahili from content/blog/sw and English from content/blog', () => {
    expect(articleDirOf('en')).toBe(join(process.cwd(), 'content', 'blog'));
    expect(articleDirOf('sw')).toBe(join(process.cwd(), 'content', 'blog', 'sw'));
  });

  it('passes the build’s frontmatter check in Kiswahili too, naming the bad file', () => {
    expect(kiswahili.length).toBe(english.length);
    const file = join(articleDirOf('sw'), 'x.mdx');
    expect(() =>
      parseFrontmatter({ ...frontmatterOf(kiswahili[0]!), title: '' }, file, 'x'),
    ).toThrow(`Invalid frontmatter in ${file}`);
  });

  it('lists the same articles in the same order, each with its own Kiswahili title', () => {
    expect(kiswahili.map((a) => a.slug)).toEqual(english.map((a) => a.slug));
    kiswahili.forEach((article, i) => {
      expect(article.title).not.toBe(english[i]!.title);
      expect(article.summary).not.toBe(english[i]!.summary);
    });
  });

  it('relates Kiswahili articles among themselves, as the English ones', () => {
    kiswahili.forEach((article, i) => {
      const related = relatedArticles(article, kiswahili);
      expect(related.map((a) => a.slug)).toEqual(
        relatedArticles(english[i]!, english).map((a) => a.slug),
      );
      expect(related.every((a) => a.lang === 'sw')).toBe(true);
    });
  });
});

describe('topics', () => {
  it('names every topic in Kiswahili, and every tag used is a topic', () => {
    expect(Object.keys(swTopics).sort()).toEqual(Object.keys(topics).sort());
    const kept = new Set(['spa', 'gym', 'whatsapp']);
    for (const [key, name] of Object.entries(swTopics)) {
      if (!kept.has(name.toLowerCase())) expect(name).not.toBe(topics[key as keyof typeof topics]);
    }
    expect(topicNames(['deposits', 'bookings'], 'sw')).toEqual(['malipo ya awali', 'miadi']);
    expect(topicNames(['deposits', 'bookings'], 'en')).toEqual(['deposits', 'bookings']);
  });

  it('rejects a tag that is no topic, so no article shows an untranslated one', () => {
    const file = join(articleDirOf('sw'), 'x.mdx');
    expect(() =>
      parseFrontmatter({ ...frontmatterOf(kiswahili[0]!), tags: ['tips'] }, file, 'x'),
    ).toThrow(/"tags\.0" must be topics of content\/blog-topics\.ts/);
  });
});

describe('bylines', () => {
  it('write dates in Kiswahili on Kiswahili pages, and in English on English ones', () => {
    expect(formatDate('2026-03-10', 'sw')).toBe('10 Machi 2026');
    expect(formatDate('2026-03-10', 'en')).toBe('10 March 2026');
  });

  it('label author, update and reading time in each language', () => {
    const sw = blogWords('sw').articleLabels;
    const en = blogWords('en').articleLabels;
    expect(fill(en.readingTime, { minutes: 5 })).toBe('5 min read');
    expect(fill(sw.readingTime, { minutes: 5 })).toBe('Dakika 5 za kusoma');
    expect([sw.by, sw.updated, sw.related, sw.tags]).not.toContain(en.by);
  });
});

describe('the feed of each language', () => {
  const sw = feedOf(kiswahili, 'sw');
  const en = feedOf(english, 'en');

  it('is in Kiswahili at /sw/blog, with Kiswahili items linking to /sw pages', () => {
    expect(sw).toMatchObject({
      language: 'sw',
      link: `${origin}/sw/blog`,
      feed: `${origin}/sw/blog/rss.xml`,
      description: blogWords('sw').blogIndex.description,
    });
    expect(sw.items.map((item) => item.title)).toEqual(kiswahili.map((a) => a.title));
    for (const [i, item] of sw.items.entries()) {
      expect(item.url).toBe(`${origin}/sw/blog/${kiswahili[i]!.slug}`);
      expect(item.categories).toEqual(topicNames(kiswahili[i]!.tags, 'sw'));
    }
    expect(sw.items[0]!.categories).not.toEqual(en.items[0]!.categories);
  });

  it('stays in English at /blog for the English articles', () => {
    expect(en).toMatchObject({
      language: 'en',
      link: `${origin}/blog`,
      feed: `${origin}/blog/rss.xml`,
    });
    expect(en.items.map((item) => item.title)).toEqual(english.map((a) => a.title));
    expect(en.items.map((item) => item.url)).toEqual(
      english.map((a) => `${origin}/blog/${a.slug}`),
    );
  });
});

describe('structured data of a Kiswahili article', () => {
  it('is a BlogPosting in Kiswahili at its /sw address, with its own share card', () => {
    const article = kiswahili[0]!;
    expect(articleJsonLd(article)).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      inLanguage: 'sw',
      url: `${origin}/sw/blog/${article.slug}`,
      mainEntityOfPage: `${origin}/sw/blog/${article.slug}`,
      image: `${origin}/og/sw/blog/${article.slug}.png`,
      keywords: topicNames(article.tags, 'sw').join(', '),
    });
    expect(articleJsonLd(english[0]!)).toMatchObject({
      inLanguage: 'en',
      url: `${origin}/blog/${english[0]!.slug}`,
    });
  });
});
