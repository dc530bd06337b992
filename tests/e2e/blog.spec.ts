import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleLabels, blogIndex, blogLink } from '@/content/blog-index';
import { dictionaryOf } from '@/content/dictionary';
import { homeLink } from '@/content/shared-links';
import { site } from '@/content/site';
import { type Article, articles, loadArticle } from '@/lib/blog';
import { blogFeed } from '@/lib/blog-feed';
import { blogWords, relatedArticles, topicNames } from '@/lib/blog-meta';
import { formatDate } from '@/lib/dates';
import { absoluteUrl, shareImagePath } from '@/lib/site-urls';
import { fill } from '@/lib/template';
import { expectBreadcrumbs, hrefsIn } from './page-checks';

const all = articles('en');
const newest = all[0]!;

test('there are articles to show, each with a date newer articles do not precede', () => {
  expect(all.length).toBeGreaterThanOrEqual(2);
  const dates = all.map((article) => article.date);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('the footer’s Blogs link leads to the blog, which lists every article newest first', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogIndex.headline);
  await expectBreadcrumbs(page, [homeLink, blogLink]);

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(all.map((a) => a.title));
  expect(await hrefsIn(cards)).toEqual(all.map((a) => a.href));
  const first = cards.first();
  await expect(first.locator('time').first()).toHaveAttribute('datetime', newest.date);
  await expect(first).toContainText(newest.summary);
  await expect(first).toContainText(newest.author);
  await expect(first).toContainText(
    fill(articleLabels.readingTime, { minutes: newest.readingMinutes }),
  );
  await expect(first.getByRole('img')).toHaveCount(0); // the artwork is decoration here
  await expect(first.locator('img')).toHaveAttribute('src', newest.artwork);

  await expect(page.getByRole('link', { name: blogIndex.feedLabel })).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
});

async function jsonLd(page: Page, type: string) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text)).filter((data) => data['@type'] === type);
}

for (const article of all) {
  test(`${article.href}: one title, byline, artwork, related articles and structured data`, async ({
    page,
    isMobile,
  }) => {
    test.skip(
      isMobile,
      'an article reads the same at every width: the site gates load one on a phone',
    );
    await page.goto(article.href);
    const branded = `${article.title} | ${site.name}`;
    await expect(page).toHaveTitle(branded.length > 70 ? article.title : branded);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(article.title);
    await expectBreadcrumbs(page, [
      homeLink,
      blogLink,
      { label: article.title, href: article.href },
    ]);

    const body = page.getByRole('article', { name: article.title });
    await expect(body).toContainText(`${articleLabels.by} ${article.author}`);
    await expect(body.locator(`time[datetime="${article.date}"]`).first()).toHaveText(
      formatDate(article.date, 'en'),
    );
    await expect(body).toContainText(
      fill(articleLabels.readingTime, { minutes: article.readingMinutes }),
    );
    await expect(body.getByRole('img', { name: article.artworkAlt })).toHaveAttribute(
      'src',
      article.artwork,
    );
    // The body is rendered: its sections are h2s under the one h1.
    expect(await body.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);

    const related = page.getByRole('region', { name: articleLabels.related });
    const expected = relatedArticles(article, all);
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(
      expected.map((a) => a.title),
    );
    expect(await hrefsIn(related)).toEqual(expected.map((a) => a.href));

    const [posting, ...others] = await jsonLd(page, 'BlogPosting');
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      headline: article.title,
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      author: { '@type': 'Person', name: article.author },
      image: absoluteUrl(shareImagePath(article.href)),
      url: absoluteUrl(article.href),
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article reads in full: its body is HTML, not something a script builds', async ({
    page,
  }) => {
    await page.goto(newest.href);
    const body = page.getByRole('article', { name: newest.title });
    await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect((await body.innerText()).split(/\s+/).length).toBeGreaterThan(150);
  });
});

/** A feed as a browser's XML parser reads it. */
async function readFeed(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const channel = (name: string) => doc.querySelector(`channel > ${name}`)?.textContent;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      title: channel('title'),
      link: channel('link'),
      language: channel('language'),
      items: [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        guid: item.querySelector('guid')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent ?? '',
        categories: [...item.querySelectorAll('category')].map((c) => c.textContent),
      })),
    };
  }, xml);
}

test('/blog/rss.xml is an RSS 2.0 feed with one item per article', async ({ page, request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto('/blog');
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', absoluteUrl('/blog/rss.xml'));
  const feed = await readFeed(page, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe('2.0');
  expect(feed.language).toBe('en');
  expect(feed.link).toBe(absoluteUrl('/blog'));
  expect(feed.items).toHaveLength(all.length);
  feed.items.forEach((item, index) => {
    const article = all[index]!;
    expect(item.title).toBe(article.title);
    expect(item.link).toBe(absoluteUrl(article.href));
    expect(item.guid).toBe(absoluteUrl(article.href));
    // RFC 822, as RSS 2.0 wants: "Mon, 09 Mar 2026 21:00:00 GMT" (midnight in Nairobi).
    expect(item.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(new Date(item.pubDate).toISOString()).toBe(
      new Date(`${article.date}T00:00:00+03:00`).toISOString(),
    );
  });
});

test('the feed escapes what titles and summaries may contain', async ({ page }) => {
  const xml = blogFeed(
    [
      {
        title: 'Prices & deposits: a <short> guide',
        summary: 'Kes 500 < Kes 1,000 & "fair"',
        href: '/blog/prices',
        date: '2026-03-10',
        modified: '2026-06-02',
        tags: ['payments'],
      },
    ],
    'en',
  );
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      title: doc.querySelector('item > title')?.textContent,
      description: doc.querySelector('item > description')?.textContent,
      built: doc.querySelector('channel > lastBuildDate')?.textContent,
    };
  }, xml);
  expect(parsed).toEqual({
    error: null,
    title: 'Prices & deposits: a <short> guide',
    description: 'Kes 500 < Kes 1,000 & "fair"',
    // The newest change, not the time of the build.
    built: 'Mon, 01 Jun 2026 21:00:00 GMT',
  });
});

test('the sitemap dates every article by its last change, in both languages', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
      /<loc>(.*?)<\/loc>/.exec(entry!)?.[1],
      /<lastmod>(.*?)<\/lastmod>/.exec(entry!)?.[1] ?? '',
    ]),
  );
  for (const article of all) {
    for (const path of [article.href, `/sw${article.href}`]) {
      expect([path, entries.get(absoluteUrl(path))]).toEqual([
        path,
        expect.stringMatching(new RegExp(`^${article.updated ?? article.date}`)),
      ]);
    }
  }
});

test.describe('an article that breaks the rules stops the build with its name', () => {
  let dir: string;
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'blog-'));
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const frontmatter = (fields: Record<string, unknown>) =>
    `---\n${Object.entries(fields)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')}\n---\n\n## A section\n\nSome text.\n`;
  const { slug } = newest;
  const fields = {
    title: 'A title',
    summary: 'A summary.',
    author: 'A. Writer',
    date: '2026-01-01',
    tags: ['bookings'],
    artwork: newest.artwork,
    artworkAlt: 'Artwork',
  };

  test('a missing field', () => {
    const file = join(dir, `${slug}.mdx`);
    writeFileSync(
      file,
      frontmatter(Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'summary'))),
    );
    expect(() => loadArticle(file, 'en')).toThrow(
      /Invalid frontmatter in .*\.mdx:\n {2}- "summary" is required/,
    );
  });

  test('a heading that would be a second h1', () => {
    const file = join(dir, `${slug}.md`);
    writeFileSync(file, frontmatter(fields).replace('## A section', '# A section'));
    // Line 11 of the file: nine lines of frontmatter, a blank line, then the heading.
    expect(() => loadArticle(file, 'en')).toThrow(`${slug}.md:11: start sections at "##"`);
  });

  test('artwork that is not there', () => {
    const file = join(dir, 'no-artwork.mdx');
    writeFileSync(file, frontmatter({ ...fields, artwork: '/images/blog/no-artwork.svg' }));
    expect(() => loadArticle(file, 'en')).toThrow(
      'no-artwork.mdx: artwork /images/blog/no-artwork.svg is not in public/',
    );
  });

  test('a file whose name cannot be an address', () => {
    const file = join(dir, 'My Article.mdx');
    writeFileSync(file, frontmatter(fields));
    expect(() => loadArticle(file, 'en')).toThrow(
      'My Article.mdx: the file name must be lowercase',
    );
  });

  test('MDX that does not parse', () => {
    const file = join(dir, `${slug}.mdx`);
    writeFileSync(file, frontmatter(fields).replace('Some text.', 'Some <b>unclosed text.'));
    expect(() => loadArticle(file, 'en')).toThrow(new RegExp(`${slug}\\.mdx:1[34]:\\d+: .+`));
  });

  // Parsed articles are kept while their text is the same (lib/blog.ts); `next dev` must still
  // show an edit, and a broken edit must not hide behind the last good version.
  test('an edited article is read again', () => {
    const file = join(dir, `${slug}.mdx`);
    writeFileSync(file, frontmatter(fields));
    expect(loadArticle(file, 'en').title).toBe('A title');
    writeFileSync(file, frontmatter({ ...fields, title: 'Another title' }));
    expect(loadArticle(file, 'en').title).toBe('Another title');
    writeFileSync(file, frontmatter({ ...fields, title: 'Another title' }).replace('##', '#'));
    expect(() => loadArticle(file, 'en')).toThrow(`${slug}.mdx:11: start sections at "##"`);
  });
});

test.describe('in Kiswahili', () => {
  const sw = articles('sw');
  const { blogIndex: swIndex, blogLink: swLink, articleLabels: swLabels } = blogWords('sw');
  const { homeLink: swHome } = dictionaryOf('sw').sharedLinks;
  const swHref = (article: Pick<Article, 'slug'>) => `/sw/blog/${article.slug}`;
  const english = new Map(all.map((article) => [article.slug, article]));

  /** The trail from home, in Kiswahili and to /sw pages, however the nav itself is named. */
  async function expectTrail(page: Page, trail: { label: string; href: string }[]) {
    const nav = page.locator('nav:has(a[aria-current="page"])');
    await expect(nav.getByRole('link')).toHaveText(trail.map((link) => link.label));
    expect(await hrefsIn(nav)).toEqual(trail.map((link) => link.href));
  }

  test('the articles are the Kiswahili files, one for each English article', () => {
    expect(sw.map((article) => article.slug)).toEqual(all.map((article) => article.slug));
    for (const article of sw) {
      expect(article.file).toBe(`content/blog/sw/${article.slug}.mdx`);
      expect(article.title).not.toBe(english.get(article.slug)!.title);
    }
  });

  test('/sw/blog lists the Kiswahili articles newest first, each leading to its /sw page', async ({
    page,
  }) => {
    await page.goto('/sw/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page).toHaveTitle(`${swIndex.title} | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(swIndex.headline);
    await expectTrail(page, [
      { label: swHome.label, href: '/sw' },
      { label: swLink.label, href: '/sw/blog' },
    ]);

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(sw.map((a) => a.title));
    expect(await hrefsIn(cards)).toEqual(sw.map(swHref));
    const first = cards.first();
    await expect(first).toContainText(sw[0]!.summary);
    await expect(first).toContainText(`${swLabels.by} ${sw[0]!.author}`);
    await expect(first).toContainText(formatDate(sw[0]!.date, 'sw'));
    await expect(first).toContainText(
      fill(swLabels.readingTime, { minutes: sw[0]!.readingMinutes }),
    );
    await expect(first).toContainText(topicNames(sw[0]!.tags, 'sw').join(' · '));
    await expect(page.getByRole('link', { name: swIndex.feedLabel })).toHaveAttribute(
      'href',
      '/sw/blog/rss.xml',
    );
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', absoluteUrl('/sw/blog/rss.xml'));
  });

  for (const article of sw) {
    test(`${swHref(article)}: the Kiswahili article, its byline, related articles and data`, async ({
      isMobile,
      page,
    }) => {
      test.skip(
        isMobile,
        'an article reads the same at every width: the site gates load one on a phone',
      );
      await page.goto(swHref(article));
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      const branded = `${article.title} | ${site.name}`;
      await expect(page).toHaveTitle(branded.length > 70 ? article.title : branded);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        article.summary,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        absoluteUrl(swHref(article)),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expectTrail(page, [
        { label: swHome.label, href: '/sw' },
        { label: swLink.label, href: '/sw/blog' },
        { label: article.title, href: swHref(article) },
      ]);

      const body = page.getByRole('article', { name: article.title });
      await expect(body).toContainText(`${swLabels.by} ${article.author}`);
      await expect(body.locator(`time[datetime="${article.date}"]`).first()).toHaveText(
        formatDate(article.date, 'sw'),
      );
      if (article.updated) await expect(body).toContainText(swLabels.updated);
      await expect(body).toContainText(
        fill(swLabels.readingTime, { minutes: article.readingMinutes }),
      );
      await expect(body.getByRole('img', { name: article.artworkAlt })).toHaveAttribute(
        'src',
        article.artwork,
      );
      // The body is the Kiswahili file's: its first section heading, not the English one.
      const [heading] = /^## (.+)$/m.exec(article.source)!.slice(1);
      await expect(body.getByRole('heading', { level: 2 }).first()).toHaveText(heading!);
      // Each table scrolls in a region named by its section's heading, not an English "Table".
      const regions = body.locator('section[tabindex="0"]');
      await expect(regions).toHaveCount(await body.locator('table').count());
      for (const region of await regions.all()) {
        await expect(region).not.toHaveAttribute('aria-label');
        const id = await region.getAttribute('aria-labelledby');
        await expect(page.locator(`[id="${id}"]`)).toHaveText(/\S/);
      }

      const related = page.getByRole('region', { name: swLabels.related });
      const expected = relatedArticles(article, sw);
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(
        expected.map((a) => a.title),
      );
      expect(await hrefsIn(related)).toEqual(expected.map(swHref));

      const [posting, ...others] = await jsonLd(page, 'BlogPosting');
      expect(others).toEqual([]);
      expect(posting).toMatchObject({
        headline: article.title,
        description: article.summary,
        inLanguage: 'sw',
        url: absoluteUrl(swHref(article)),
        image: absoluteUrl(shareImagePath(swHref(article))),
      });
    });
  }

  test('/sw/blog/rss.xml is an RSS 2.0 feed in Kiswahili, its items leading to /sw pages', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sw/blog/rss.xml');
    expect(response.status()).toBe(200);
    const feed = await readFeed(page, await response.text());
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.language).toBe('sw');
    expect(feed.link).toBe(absoluteUrl('/sw/blog'));
    expect(feed.title).toBe(fill(dictionaryOf('sw').ui.feedTitle, { name: site.name }));
    expect(feed.items.map((item) => item.title)).toEqual(sw.map((a) => a.title));
    feed.items.forEach((item, index) => {
      const article = sw[index]!;
      expect(item.link).toBe(absoluteUrl(swHref(article)));
      expect(item.guid).toBe(absoluteUrl(swHref(article)));
      expect(item.categories).toEqual(topicNames(article.tags, 'sw'));
    });
  });
});
