import { expect, test, type Page } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { kilobytes, pageJavaScript } from '../../scripts/site-pages.mjs';
import { checkStructuredData } from '../structured-data';
import { recommended } from '@/content/services';
import { SHOWCASE } from '@/lib/listing-card';

// The export of a generated catalogue (scripts/scale-test.mjs): what holds at any size.

type Entry = {
  id: string;
  kind: string;
  name: string;
  category: string;
  location: string;
  offers?: unknown[];
  classes?: unknown[];
};
const catalogue = JSON.parse(readFileSync('.catalogue/catalogue.json', 'utf8')) as {
  synthetic?: boolean;
  listings: Entry[];
};

const status = (page: Page) => page.locator('#search').getByRole('status');

test('the catalogue under test is the generated one, of a few hundred listings', () => {
  expect(catalogue.synthetic).toBe(true);
  expect(catalogue.listings.length).toBeGreaterThanOrEqual(250);
});

test('pages weigh what they weigh at the default size: JavaScript within 2 % of the budgets’ measure', () => {
  const budgets = JSON.parse(readFileSync('tests/budgets.json', 'utf8')) as {
    routes: Record<string, { measuredKb: number }>;
  };
  const anArea = [...new Set(catalogue.listings.map((listing) => listing.location))][0]!;
  for (const [route, budget] of [
    ['/services', '/services'],
    ['/sw/services', '/services'],
    [`/services/${catalogue.listings[0]!.id}`, '/services/*'],
    [`/services/in/${anArea}`, '/services/*'],
  ] as const) {
    const page = pageJavaScript('out', readFileSync(`out${route}.html`, 'utf8'));
    expect(kilobytes(page.total), `${route}: KB of JavaScript`).toBeLessThanOrEqual(
      budgets.routes[budget]!.measuredKb * 1.02,
    );
  }
});

test('listing pages of every category, with and without deals and classes, carry structured data Google’s rich-results rules accept', async () => {
  // One listing of each kind (category, deals or none, classes or none), in both languages;
  // the default build's seo.spec.ts checks every page of its own catalogue.
  const sample = new Map<string, Entry>();
  for (const listing of catalogue.listings) {
    const kind = [listing.category, !!listing.offers?.length, !!listing.classes?.length].join();
    if (!sample.has(kind)) sample.set(kind, listing);
  }
  const sampled = [...sample.values()];
  expect(new Set(sampled.map((listing) => listing.category))).toEqual(
    new Set(catalogue.listings.map((listing) => listing.category)),
  );
  for (const has of ['offers', 'classes'] as const) {
    expect(new Set(sampled.map((listing) => !!listing[has]?.length)), has).toEqual(
      new Set([true, false]),
    );
  }
  const errors: string[] = [];
  for (const { id } of sampled) {
    for (const route of [`/services/${id}`, `/sw/services/${id}`]) {
      const report = await checkStructuredData(readFileSync(`out${route}.html`, 'utf8'));
      expect(report.blocks, `${route}: JSON-LD blocks`).toBeGreaterThan(0);
      errors.push(...report.errors.map((error) => `${route}: ${error}`));
    }
  }
  expect(errors, errors.join('\n')).toEqual([]);
});

test('/services carries a capped first set of cards, whatever the catalogue holds', async ({
  page,
}) => {
  for (const file of ['out/services.html', 'out/sw/services.html']) {
    expect(statSync(file).size, `${file} in bytes`).toBeLessThanOrEqual(300 * 1024);
  }
  await page.goto('/services');
  await expect(page.locator('#recommended article')).toHaveCount(
    recommended.tabs.length * SHOWCASE.perTab,
  );
  await expect(page.locator('#top-talents article')).toHaveCount(SHOWCASE.professionals);
  await expect(status(page)).toHaveText(
    `${catalogue.listings.length} businesses and professionals`,
  );
});

test('the search finds a listing that is not on the first page', async ({ page }) => {
  await page.goto('/services');
  const shown = new Set(
    await page.locator('article').evaluateAll((cards) => cards.map((card) => card.id)),
  );
  const names = catalogue.listings.map((listing) => listing.name);
  const hidden = catalogue.listings.find(
    (listing) =>
      !shown.has(listing.id) && names.indexOf(listing.name) === names.lastIndexOf(listing.name),
  );
  if (!hidden) throw new Error('Every listing is on /services: the catalogue is too small');
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill(hidden.name);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.locator('#results').getByRole('article', { name: hidden.name, exact: true }),
  ).toBeVisible();
});

test('a synthetic catalogue is marked on its pages and kept from search engines (D40)', async ({
  page,
  request,
}) => {
  for (const path of ['/sw/services', `/services/${catalogue.listings[0]!.id}`]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.goto('/services');
  await expect(page.getByText(/sample data/i).first()).toBeVisible();
  // The site's own pages stay indexed, and the sitemap lists them, not the listings.
  await page.goto('/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/services/');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Allow: \/$/m);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the biggest area lists all its listings, page by page', async ({ page }) => {
    const counts = new Map<string, number>();
    for (const listing of catalogue.listings) {
      counts.set(listing.location, (counts.get(listing.location) ?? 0) + 1);
    }
    const [area, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(count, 'listings in the biggest area').toBeGreaterThan(24);
    await page.goto(`/services/in/${area}`);
    const seen = new Set<string>();
    for (let pageNumber = 1; ; pageNumber++) {
      const names = await page.locator('#listings article h3').allInnerTexts();
      expect(names.length).toBeLessThanOrEqual(24);
      for (const link of await page
        .locator('#listings article h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        seen.add(link!);
      }
      const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', {
        name: 'Next page',
      });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/services/in/${area}/page/${pageNumber + 1}$`));
    }
    expect(seen.size).toBe(count);
  });
});
