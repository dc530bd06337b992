import { expect, test } from '@playwright/test';
import { isNoindex } from '../../scripts/site-pages.mjs';
import { checkStructuredData } from '../structured-data';
import { allHtml, exportedHtml } from './exported';
import { expectHydrated } from './page-checks';
import { absoluteUrl } from '@/lib/site-urls';

// The file checks read each page once (./exported), so the spec's tests share one worker.
test.describe.configure({ mode: 'default' });

// What the export's files say about themselves (titles, descriptions, canonical URLs, share
// tags, the sitemap against the pages, links and anchors) is checked by the build's last step,
// scripts/check-site.mjs (tests/unit/site-check.test.ts): a build never ships what it refuses.

test('the sample catalogue’s pages are noindex and out of the sitemap; the site’s own are listed (D40)', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
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
