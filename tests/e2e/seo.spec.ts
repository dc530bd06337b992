import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedPages, isNoindex } from '../../scripts/site-pages.mjs';
import { siteRoutes } from '@/content/routes';
import { absoluteUrl, feedPath, shareImagePath } from '@/lib/site-urls';

/** Root URLs may be written with or without their trailing slash. */
const same = (url: string) => url.replace(/\/$/, '');

test('sitemap.xml lists every exported page but the noindex ones, with its canonical URL', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // What was exported (out/**/*.html but the 404 pages), not the list the sitemap is made from.
  const indexable = exportedPages('out')
    .filter((page) => !isNoindex(readFileSync(join('out', page.file), 'utf8')))
    .map((page) => absoluteUrl(page.route));
  expect(listed.sort()).toEqual(indexable.sort());
  // A utility page: kept out of search results and out of the sitemap.
  expect(isNoindex(readFileSync(join('out', 'forgot-password.html'), 'utf8'))).toBe(true);
  expect(listed).not.toContain(absoluteUrl('/forgot-password'));
  for (const path of [
    '/',
    '/pricing',
    '/demo',
    '/privacy',
    '/business-types/nails',
    '/features/payment',
  ]) {
    expect(listed).toContain(absoluteUrl(path));
  }
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test.describe('every route', () => {
  test.skip(({ isMobile }) => isMobile, 'the head is the same at every width');

  test('has its own title and description, a canonical URL and share tags', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const path of siteRoutes) {
      const response = await page.goto(path);
      if (response?.status() !== 200) {
        problems.push(`${path}: answers ${response?.status()}`);
        continue;
      }
      const head = await page.evaluate(() => {
        const meta = (selector: string) =>
          document.head.querySelector(selector)?.getAttribute('content') ?? '';
        return {
          lang: document.documentElement.lang,
          title: document.title,
          description: meta('meta[name="description"]'),
          canonical:
            document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
          ogTitle: meta('meta[property="og:title"]'),
          ogDescription: meta('meta[property="og:description"]'),
          ogUrl: meta('meta[property="og:url"]'),
          ogImage: meta('meta[property="og:image"]'),
          twitterCard: meta('meta[name="twitter:card"]'),
          twitterImage: meta('meta[name="twitter:image"]'),
          feed:
            document.head
              .querySelector('link[rel="alternate"][type="application/rss+xml"]')
              ?.getAttribute('href') ?? '',
        };
      });
      const expected = same(absoluteUrl(path));
      if (head.lang !== 'en') problems.push(`${path}: lang is "${head.lang}"`);
      if (!head.title) problems.push(`${path}: no title`);
      if (head.description.length < 50) problems.push(`${path}: description too short`);
      if (same(head.canonical) !== expected) problems.push(`${path}: canonical ${head.canonical}`);
      if (same(head.ogUrl) !== expected) problems.push(`${path}: og:url ${head.ogUrl}`);
      if (!head.ogTitle) problems.push(`${path}: no og:title`);
      if (head.ogDescription !== head.description) problems.push(`${path}: og:description`);
      const card = absoluteUrl(shareImagePath(path));
      if (head.ogImage !== card) problems.push(`${path}: og:image ${head.ogImage}`);
      if (head.twitterCard !== 'summary_large_image') problems.push(`${path}: twitter:card`);
      if (head.twitterImage !== card) problems.push(`${path}: twitter:image ${head.twitterImage}`);
      if (head.feed !== absoluteUrl(feedPath)) problems.push(`${path}: feed link "${head.feed}"`);
      for (const key of ['title', 'description'] as const) {
        const other = seen[key].get(head[key]);
        if (other) problems.push(`${path}: same ${key} as ${other}`);
        seen[key].set(head[key], path);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test('the home page describes the organisation in JSON-LD, without ratings', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = scripts
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Miadi',
    url: absoluteUrl('/'),
    address: { addressLocality: 'Nairobi', addressCountry: 'KE' },
    contactPoint: { telephone: '+254 709 180 400', email: 'hello@miadi.co.ke' },
  });
  expect((await request.get(new URL(organization.logo).pathname)).status()).toBe(200);
  expect(scripts.join()).not.toMatch(/aggregateRating|"review"/i);
});
