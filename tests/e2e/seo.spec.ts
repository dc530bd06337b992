import { expect, test } from '@playwright/test';
import { shareTags } from '../../scripts/share-cards.mjs';
import { isNoindex } from '../../scripts/site-pages.mjs';
import { checkStructuredData } from '../structured-data';
import { localizePath, splitPath } from '@/lib/i18n';
import { allHtml, exportedHtml, pages, type ExportedHtml } from './exported';
import { expectHydrated } from './page-checks';
import { absoluteUrl, feedPath, shareImagePath } from '@/lib/site-urls';

// The file checks read each page once (./exported), so the spec's tests share one worker.
test.describe.configure({ mode: 'default' });

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
  const indexable = pages()
    .filter((page) => !isNoindex(page.elements))
    .map((page) => absoluteUrl(page.route));
  expect(listed.sort()).toEqual(indexable.sort());
  // A utility page: kept out of search results and out of the sitemap.
  expect(isNoindex(exportedHtml('forgot-password.html').elements)).toBe(true);
  expect(listed).not.toContain(absoluteUrl('/forgot-password'));
  for (const path of [
    '/',
    '/pricing',
    '/demo',
    '/privacy',
    '/business-types/nails',
    '/features/payment',
    '/blog',
  ]) {
    expect(listed).toContain(absoluteUrl(path));
  }
  // The embedded catalogue is sample data (D40): its pages are noindex and not listed, in
  // both languages, while the site's own pages above are.
  for (const file of [
    'services.html',
    'services/glow-nail-bar.html',
    'services/in/kilimani.html',
    'services/nail-salons.html',
    'sw/services/glow-nail-bar.html',
  ]) {
    expect(isNoindex(exportedHtml(file).elements), file).toBe(true);
  }
  expect(listed.filter((url) => /\/services(\/|$)/.test(url))).toEqual([]);
});

test('the sample catalogue’s pages say so, in the page’s language; the site’s own pages do not', async ({
  page,
}) => {
  await page.goto('/services/glow-nail-bar');
  await expect(page.getByRole('region', { name: 'Sample data' })).toContainText(
    'None of them is real',
  );
  await page.goto('/sw/services/in/kilimani');
  await expect(page.getByRole('region', { name: 'Data ya mfano' })).toContainText(
    'Hakuna iliyo halisi',
  );
  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Sample data' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test.describe('every page, read from its file', () => {
  test('has its own title and description, a canonical URL and share tags', () => {
    const problems: string[] = [];
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    for (const page of pages()) {
      if (isNoindex(page.elements)) continue;
      const { route } = page;
      const { lang } = splitPath(route);
      const head = pageHead(page);
      const expected = same(absoluteUrl(route));
      if (head.lang !== lang) problems.push(`${route}: lang is "${head.lang}"`);
      if (!head.title) problems.push(`${route}: no title`);
      if (head.description.length < 50) problems.push(`${route}: description too short`);
      if (same(head.canonical) !== expected) problems.push(`${route}: canonical ${head.canonical}`);
      if (same(head.ogUrl) !== expected) problems.push(`${route}: og:url ${head.ogUrl}`);
      if (!head.ogTitle) problems.push(`${route}: no og:title`);
      if (head.ogDescription !== head.description) problems.push(`${route}: og:description`);
      const card = absoluteUrl(shareImagePath(route));
      if (head.ogImage !== card) problems.push(`${route}: og:image ${head.ogImage}`);
      if (head.twitterCard !== 'summary_large_image') problems.push(`${route}: twitter:card`);
      if (head.twitterImage !== card) problems.push(`${route}: twitter:image ${head.twitterImage}`);
      const feed = absoluteUrl(localizePath(feedPath, lang));
      if (head.feed !== feed) problems.push(`${route}: feed link "${head.feed}"`);
      for (const key of ['title', 'description'] as const) {
        const other = seen[key].get(head[key]);
        if (other) problems.push(`${route}: same ${key} as ${other}`);
        seen[key].set(head[key], route);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('carries structured data that Google’s rich-results rules accept', async ({}, testInfo) => {
    // Every HTML file, read once: an ERROR names the page, the type and the field and fails;
    // a WARNING (an optional field left out) is reported, attached and counted, not failed.
    const errors: string[] = [];
    const warnings: string[] = [];
    const byKind = new Map<string, Set<string>>();
    const files = allHtml();
    let withData = 0;
    for (const { route, html } of files) {
      const report = await checkStructuredData(html);
      if (report.blocks > 0) withData += 1;
      errors.push(...report.errors.map((error) => `${route}: ${error}`));
      for (const warning of report.warnings) {
        warnings.push(`${route}: ${warning}`);
        // Counted by kind: "offers[…] Offer: availability" stands for every Offer's.
        const kind = warning.replace(/\[\d+\]/g, '[…]');
        byKind.set(kind, (byKind.get(kind) ?? new Set()).add(route));
      }
    }
    await testInfo.attach('structured-data-warnings.txt', { body: warnings.join('\n') });
    console.log(
      [
        `Structured data: ${files.length} pages read, ${withData} with JSON-LD; ` +
          'warnings (optional fields left out), by kind:',
        ...[...byKind].map(([kind, routes]) => `  ${kind} (${routes.size} pages)`),
      ].join('\n'),
    );
    expect(withData, 'pages with structured data').toBeGreaterThan(100);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

/** What a page says about itself in its <head>, read from its elements. */
function pageHead({ html, elements }: ExportedHtml) {
  const tags = shareTags(html);
  const first = (tag: string, where: (attrs: Record<string, string>) => boolean = () => true) =>
    elements.find((element) => element.tag === tag && where(element.attrs));
  return {
    lang: first('html')?.attrs.lang ?? '',
    title: first('title')?.text ?? '',
    canonical: first('link', (attrs) => attrs.rel === 'canonical')?.attrs.href ?? '',
    feed: first('link', (attrs) => attrs.type === 'application/rss+xml')?.attrs.href ?? '',
    description: tags.get('description') ?? '',
    ogTitle: tags.get('og:title') ?? '',
    ogDescription: tags.get('og:description') ?? '',
    ogUrl: tags.get('og:url') ?? '',
    ogImage: tags.get('og:image') ?? '',
    twitterCard: tags.get('twitter:card') ?? '',
    twitterImage: tags.get('twitter:image') ?? '',
  };
}

test('a listing keeps its structured data once its scripts have run', async ({ page }) => {
  await page.goto('/services/glow-nail-bar');
  await expectHydrated(page);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  );
  expect(data.map((item) => item['@type'])).toEqual(['NailSalon', 'BreadcrumbList']);
  expect(data[0]).toMatchObject({
    name: 'Glow Nail Bar',
    url: absoluteUrl('/services/glow-nail-bar'),
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
