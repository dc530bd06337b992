import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dictionaryOf } from '@/content/dictionary';
import { categoryKey, categorySlug, pagesOf } from '@/lib/category-pages';
import { fill } from '@/lib/template';

// The category pages (D34) at scale: which exist, their size, and the links into them.

type Entry = { id: string; name: string; category: string; location: string };
const catalogue = JSON.parse(readFileSync('.catalogue/catalogue.json', 'utf8')) as {
  areas: { slug: string; name: string }[];
  categories: {
    id: string;
    name: { en: string; sw: string };
    plural: { en: string; sw: string };
  }[];
  listings: Entry[];
};
const pages = pagesOf(catalogue.listings);
const areaName = (slug: string) => catalogue.areas.find((area) => area.slug === slug)!.name;

/** The exported file of an address. */
const fileOf = (path: string) => `out${path}.html`;

/** Every address of a category page, category in an area, or a later page of one, in `out/`. */
function exportedCategoryPages(prefix: '' | '/sw'): string[] {
  return catalogue.categories.flatMap(({ id }) => {
    const base = `${prefix}/services/${categorySlug(id)}`;
    if (!existsSync(fileOf(base))) return [];
    const dir = `out${base}`;
    const under = existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.html'))
          .map((file) => `${base}/${file.replace(/\.html$/, '')}`)
      : [];
    return [base, ...under];
  });
}

test('a category, and a category in an area, has a page exactly where it has 3 listings or more', () => {
  const expected = catalogue.categories.flatMap(({ id }) => [
    ...(pages.has(categoryKey(id)) ? [`/services/${categorySlug(id)}`] : []),
    ...catalogue.areas
      .filter((area) => pages.has(categoryKey(id, area.slug)))
      .map((area) => `/services/${categorySlug(id)}/in/${area.slug}`),
  ]);
  expect(expected.length, 'pages a catalogue of this size fills').toBeGreaterThan(20);
  for (const prefix of ['', '/sw'] as const) {
    const firstPages = exportedCategoryPages(prefix).filter((path) => !/\/page\/\d+$/.test(path));
    expect(firstPages.sort()).toEqual(expected.map((path) => `${prefix}${path}`).sort());
  }
});

test('no category page is over 300 KB of HTML', () => {
  for (const path of [...exportedCategoryPages(''), ...exportedCategoryPages('/sw')])
    expect(statSync(fileOf(path)).size, `${path} in bytes`).toBeLessThanOrEqual(300 * 1024);
});

test('every link to a category page leads to a page that exists', () => {
  const slugs = catalogue.categories.map(({ id }) => categorySlug(id)).join('|');
  const categoryLink = new RegExp(`href="((?:/sw)?/services/(?:${slugs})(?:/[^"#?]*)?)"`, 'g');
  const files = readdirSync('out', { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const linked = new Set<string>();
  for (const file of files)
    for (const [, href] of readFileSync(join('out', file), 'utf8').matchAll(categoryLink))
      linked.add(href!);
  expect(linked.size, 'category pages linked to').toBeGreaterThan(20);
  for (const href of linked) expect(existsSync(fileOf(href)), `${href} is linked to`).toBe(true);
});

test('the sitemap matches the pages: a synthetic build lists no catalogue page, and its category pages are noindex', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/<loc>[^<]*\/services/);
  const [path] = exportedCategoryPages('/sw').filter((path) => path.includes('/in/'));
  await page.goto(path!);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

/** A category in an area with a page, and its best-rated listing. */
function aCategoryInAnArea() {
  const [key, listings] = [...pages].find(([key]) => key.includes(' in '))!;
  const { category, location } = listings[0]!;
  // Headings name a category as the catalogue's plural: "Nail Salons in Westlands".
  const name = catalogue.categories.find(({ id }) => id === category)!.plural;
  return { key, category, location, name };
}

for (const lang of ['en', 'sw'] as const) {
  const prefix = lang === 'en' ? '' : '/sw';
  const inArea = lang === 'en' ? 'in' : 'katika';

  test(`${lang}: from a listing's breadcrumb to its category in its area, and back`, async ({
    page,
  }) => {
    const { category, location, name } = aCategoryInAnArea();
    const path = `${prefix}/services/${categorySlug(category)}/in/${location}`;
    const title = `${name[lang]} ${inArea} ${areaName(location)}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const first = page.locator('#listings article h3 a').first();
    const listingName = await first.innerText();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listingName);

    const breadcrumb = page.getByRole('navigation', { name: dictionaryOf(lang).ui.breadcrumb });
    await breadcrumb.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test.describe(`${lang}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test(`${lang}: an area's categories are links to their pages there`, async ({ page }) => {
      const { location } = aCategoryInAnArea();
      await page.goto(`${prefix}/services/in/${location}`);
      const expected = catalogue.categories.filter(({ id }) =>
        pages.has(categoryKey(id, location)),
      );
      const { areaCategories } = dictionaryOf(lang).categoryPages.categoryPage;
      const links = page
        .getByRole('navigation', { name: fill(areaCategories, { area: areaName(location) }) })
        .getByRole('link');
      await expect(links).toHaveCount(expected.length);
      const [first] = expected;
      await links.first().click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/services/${categorySlug(first!.id)}/in/${location}$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${first!.plural[lang]} ${inArea} ${areaName(location)}`,
      );
    });
  });
}
