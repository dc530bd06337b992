import { expect, test } from '@playwright/test';
import { catalogue } from '@/lib/catalogue';
import { isWholeService } from '@/lib/listing-prices';
import { formatKes } from '@/lib/money';
import { absoluteUrl } from '@/lib/site-urls';

// The category pages (D34) of the embedded catalogue: nail salons everywhere and in Kilimani
// (3 there), and none for make-up (2 listings). tests/scale/ checks them at scale.

test('the category pages that exist are built in both languages; sample data keeps them out of the sitemap (D40)', async ({
  request,
}) => {
  // The sitemap of a real catalogue lists them (tests/unit/sample-data.test.tsx).
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/services/nail-salons',
    '/services/nail-salons/in/kilimani',
    '/sw/services/nail-salons/in/kilimani',
  ]) {
    expect((await request.get(path)).status()).toBe(200);
    expect(xml).not.toContain(`<loc>${absoluteUrl(path)}</loc>`);
  }
  expect(xml).toContain(`<loc>${absoluteUrl('/pricing')}</loc>`);
  expect((await request.get('/services/make-up-artists')).status()).toBe(404);
  expect((await request.get('/services/nail-salons/in/westlands')).status()).toBe(404);
});

test('a category page counts its places and their prices, and ranks them', async ({ page }) => {
  await page.goto('/services/nail-salons');
  await expect(page).toHaveTitle(
    /^6 nail salons and 1 nail technician in Nairobi, from Kes \d[\d,]* \| Miadi$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nail Salons in Nairobi');
  const facts = page.locator('#facts');
  await expect(facts).toContainText(/Rated \d\.\d out of 5 on average, from \d+ reviews/);
  await expect(facts).toContainText(
    /Pedicure from Kes [\d,]+, typically Kes [\d,]+ \(offered by \d+\)/,
  );
  await expect(page.locator('#listings article')).toHaveCount(7);
  const byArea = page.getByRole('navigation', { name: 'Nail Salons by area' });
  await expect(byArea.getByRole('link')).toHaveCount(1);
  await expect(
    byArea.getByRole('link', {
      name: 'Kilimani: 2 nail salons and 1 nail technician',
    }),
  ).toHaveAttribute('href', '/services/nail-salons/in/kilimani');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    absoluteUrl('/services/nail-salons'),
  );
});

test('a listing leads to its category in its area and to similar places nearby, and back', async ({
  page,
}) => {
  await page.goto('/services/glow-nail-bar');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link')).toHaveText([
    'Home',
    'Services',
    'Nail Salons in Nairobi',
    'Nail Salons in Kilimani',
    'Glow Nail Bar',
  ]);
  const similar = page.locator('#similar');
  await expect(similar.getByRole('article')).toHaveCount(4);
  await expect(similar.getByRole('link', { name: 'Nail Salons in Kilimani' })).toHaveAttribute(
    'href',
    '/services/nail-salons/in/kilimani',
  );
  await breadcrumb.getByRole('link', { name: 'Nail Salons in Kilimani' }).click();
  await expect(page).toHaveURL(/\/services\/nail-salons\/in\/kilimani$/);
  await expect(page).toHaveTitle(
    /^2 nail salons and 1 nail technician in Kilimani, from Kes [\d,]+(?: \| Miadi)?$/,
  );
  await page.locator('#listings').getByRole('link', { name: 'Glow Nail Bar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glow Nail Bar');
});

test('in Kiswahili: the category in an area, its words and its links', async ({ page }) => {
  await page.goto('/sw/services/nail-salons/in/kilimani');
  await expect(page).toHaveTitle(
    // Too long with its price for search results, it goes without it (lib/metadata.ts).
    /^Saluni 2 za kucha na fundi 1 wa kucha katika Kilimani(?:, kuanzia Kes [\d,]+)?(?: \| Miadi)?$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Saluni za Kucha katika Kilimani',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    absoluteUrl('/services/nail-salons/in/kilimani'),
  );
  await page.getByRole('link', { name: 'Saluni za Kucha katika kila eneo' }).click();
  await expect(page).toHaveURL(/\/sw\/services\/nail-salons$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an area page links to its categories that have a page there', async ({ page }) => {
    await page.goto('/services/in/kilimani');
    const categories = page.getByRole('navigation', { name: 'Categories in Kilimani' });
    await expect(categories.getByRole('link')).toHaveCount(1);
    await categories
      .getByRole('link', { name: 'Nail Salons: 2 nail salons and 1 nail technician' })
      .click();
    await expect(page).toHaveURL(/\/services\/nail-salons\/in\/kilimani$/);
  });
});

test('a "from" price is a whole service’s; a price for a unit says its unit (D38)', async ({
  page,
}) => {
  const nails = catalogue.filter((listing) => listing.category === 'nail-spa');
  const lowest = Math.min(
    ...nails.flatMap((l) => l.services.filter(isWholeService).map((s) => s.priceKes)),
  );
  await page.goto('/services/nail-salons');
  // Not "from Kes 200", a repair of one nail.
  await expect(page).toHaveTitle(new RegExp(`, from ${formatKes(lowest)} \\| Miadi$`));
  const pambo = page.getByRole('article', { name: 'Pambo Nail Lounge' });
  // Its own lowest whole service, the express manicure.
  await expect(pambo).toContainText('from Kes 600 ·');
  for (const [path, unit] of [
    ['/services/pambo-nail-lounge', 'Kes 200 per nail'],
    ['/sw/services/pambo-nail-lounge', 'Kes 200 kwa kila kucha'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#services').getByText(unit, { exact: true })).toBeVisible();
  }
});

test('an area page names only the kinds of place it lists, and its county (D38)', async ({
  page,
}) => {
  await page.goto('/services/in/kileleshwa');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Book hair salons and barber shops in Kileleshwa, Nairobi: prices, opening hours and reviews.',
  );
  await page.goto('/sw/services/in/parklands');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Weka miadi katika Parklands, Nairobi, kwa spa za masaji, gym na wataalamu: bei, saa za kufungua na maoni.',
  );
});
