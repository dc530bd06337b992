import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '@/lib/catalogue';
import { headlinePrice } from '@/lib/listing-prices';

/*
 * Issue 52: the search finds what customers type, in both languages; a search that finds
 * nothing offers a way out; the price orders and limits; Book Now keeps the day and time.
 */

/** Opens a search at a fixed moment: Monday 23 November 2026, 10:00 in Nairobi. */
async function openAt(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+03:00') });
  await page.goto(path);
}

const status = (page: Page) => page.locator('#search').getByRole('status');
const found = (page: Page) => page.locator('#results article h4');

/** The names of a category's listings, businesses and professionals. */
const named = (category: string) =>
  catalogue.filter((listing) => listing.category === category).map((listing) => listing.name);
const barbers = named('barber-shop');
const nailSalons = named('nail-spa');
const massage = named('massage-spa');

for (const prefix of ['', '/sw']) {
  test.describe(prefix ? 'in Kiswahili' : 'in English', () => {
    for (const [words, expected] of [
      ['haircut', barbers],
      ['kunyoa nywele', barbers],
      ['nails', nailSalons],
      ['kucha', nailSalons],
      ['masaji', massage],
    ] as const) {
      test(`"${words}" finds what a person would expect`, async ({ page }) => {
        await openAt(page, `${prefix}/services?service=${encodeURIComponent(words)}`);
        await expect(found(page).first()).toBeVisible();
        const names = await found(page).allTextContents();
        expect(names).toEqual(expect.arrayContaining([...expected]));
        // Nothing of another trade (Lulu Nail Spa's foot massage is massage).
        const others = [...barbers, ...nailSalons, ...massage].filter(
          (name) => !expected.includes(name) && !(words === 'masaji' && name === 'Lulu Nail Spa'),
        );
        expect(names.filter((name) => others.includes(name))).toEqual([]);
      });
    }
  });
}

test('"kunyoa nywele" in Westlands at 18:00 finds the barber open until 20:00', async ({
  page,
}) => {
  await openAt(page, '/sw/services?service=kunyoa+nywele&location=westlands&time=18:00');
  await expect(found(page)).toContainText(['Sharp Cuts Barbershop']);
});

test('a search that finds nothing offers nearby areas and pages to browse', async ({ page }) => {
  await openAt(page, '/services?service=haircut&location=lavington');
  await expect(status(page)).toHaveText('No results for haircut in Lavington');
  const tryInstead = page.getByRole('region', { name: 'Try instead' });
  const nearby = tryInstead.getByRole('link', { name: /^\d+ results? in / });
  await expect(nearby.first()).toBeVisible();
  const [, area] = /in (.+)$/.exec((await nearby.first().textContent())!)!;
  await nearby.first().click();
  await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for haircut in ${area}$`));
  await expect(found(page).first()).toBeVisible();

  await page.goBack();
  await expect(status(page)).toHaveText('No results for haircut in Lavington');
  // Plain links to pages that list without JavaScript.
  const browse = page.getByRole('navigation', { name: 'Or browse' });
  await expect(browse.getByRole('link', { name: 'All Barber Shops' })).toHaveAttribute(
    'href',
    '/services/barbers',
  );
  await expect(browse.getByRole('link', { name: 'Everything in Lavington' })).toHaveAttribute(
    'href',
    '/services/in/lavington',
  );
  await browse.getByRole('link', { name: 'All Barber Shops' }).click();
  await expect(page).toHaveURL(/\/services\/barbers$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Barber Shops');
});

test('a search that finds nothing at its time offers a later time, and any time', async ({
  page,
}) => {
  // Saturday 28 November: the nail salons of Kilimani open at 09:00.
  await openAt(page, '/sw/services?service=kucha&location=kilimani&date=2026-11-28&time=06:00');
  await expect(status(page)).toHaveText(/^Hakuna matokeo ya kucha katika Kilimani/);
  const tryInstead = page.getByRole('region', { name: 'Jaribu badala yake' });
  await expect(tryInstead.getByRole('link', { name: /^Matokeo \d+ saa yoyote$/ })).toBeVisible();
  const later = tryInstead.getByRole('link', { name: /^Matokeo \d+ siku ya Jumamosi/ });
  await later.first().click();
  await expect(found(page)).toContainText(['Glow Nail Bar']);
});

test('the search sorts by price and stops at a highest price', async ({ page }) => {
  await openAt(page, '/services?service=nails&sort=price');
  const search = page.getByRole('search', { name: 'Search services' });
  await expect(search.getByLabel('Sort by')).toHaveValue('price');
  const businesses = page.locator('#results-businesses + ul article');
  await expect(businesses.first()).toBeVisible();
  const names = await businesses.locator('h4').allTextContents();
  const kes = (name: string) => {
    const price = headlinePrice(catalogue.find((listing) => listing.name === name)!.services);
    return 'from' in price ? price.from : price.kes;
  };
  const prices = names.map(kes);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await search.getByLabel('Highest price').selectOption('1500');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/max=1500/);
  await expect(status(page)).toHaveText(/ for nails up to Kes 1,500$/);
  // The count shows as the search answers; the new search's cards load after it, together.
  await expect(found(page).first()).toBeVisible();
  const limited = await found(page).allTextContents();
  expect(limited.length).toBeGreaterThan(0);
  for (const name of limited) expect(kes(name)).toBeLessThanOrEqual(1500);
});

test('Book Now from "gel nails, Saturday 14:00" opens the form with Saturday 14:00 chosen', async ({
  page,
}) => {
  await openAt(page, '/services?service=gel+nails&date=2026-11-28&time=14:00');
  await page
    .locator('#results')
    .getByRole('article', { name: 'Glow Nail Bar' })
    .getByRole('link', { name: 'Book Now with Glow Nail Bar' })
    .click();
  await expect(page).toHaveURL(/\/services\/glow-nail-bar\?date=2026-11-28&time=14%3A00#book$/);
  const form = page.locator('#book form');
  await expect(form.getByLabel('Service')).toHaveValue('');
  await expect(form.getByLabel('Day')).toHaveValue('2026-11-28');
  await expect(form.getByLabel('Time')).toHaveValue('14:00');
  // Choosing the service keeps them.
  await form.getByLabel('Service').selectOption('Gel manicure');
  await expect(form.getByLabel('Day')).toHaveValue('2026-11-28');
  await expect(form.getByLabel('Time')).toHaveValue('14:00');

  // "pedicure" names one of its services: it is chosen too.
  await openAt(page, '/services?service=pedicure&date=2026-11-28&time=14:00');
  await page
    .locator('#results')
    .getByRole('article', { name: 'Glow Nail Bar' })
    .getByRole('link', { name: 'Book Now with Glow Nail Bar' })
    .click();
  await expect(form.getByLabel('Service')).toHaveValue('Pedicure');
  await expect(form.getByLabel('Time')).toHaveValue('14:00');
});
