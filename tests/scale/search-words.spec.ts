import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Issue 52 at scale: the words customers type find what they mean in a generated catalogue, a
// search that finds nothing offers a way out, and Book Now keeps the day and time.

type Entry = { id: string; name: string; category: string; location: string };
const catalogue = JSON.parse(readFileSync('.catalogue/catalogue.json', 'utf8')) as {
  listings: Entry[];
};

const status = (page: Page) => page.locator('#search').getByRole('status');
const count = (category: string) =>
  catalogue.listings.filter((listing) => listing.category === category).length;

/** The number a results sentence starts with or ends on: "12 results for…", "Matokeo 12 ya…". */
async function resultCount(page: Page): Promise<number> {
  await expect(status(page)).toHaveText(/^(\d+ results? for|Matokeo \d+ ya) /);
  return Number(/\d+/.exec((await status(page).textContent())!)![0]);
}

for (const prefix of ['', '/sw']) {
  for (const [words, category] of [
    ['haircut', 'barber-shop'],
    ['kunyoa nywele', 'barber-shop'],
    ['nails', 'nail-spa'],
    ['kucha', 'nail-spa'],
    ['masaji', 'massage-spa'],
  ] as const) {
    test(`"${words}" finds every listing of ${category} (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/services?service=${encodeURIComponent(words)}`);
      // Each of them holds the category's words (its `searchWords` in the catalogue).
      expect(await resultCount(page)).toBeGreaterThanOrEqual(count(category));
    });
  }
}

/** The next Saturday after today, as the search's date. */
function nextSaturday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

test('Book Now from "gel nails, Saturday 14:00" keeps Saturday 14:00', async ({ page }) => {
  const saturday = nextSaturday();
  await page.goto(`/services?service=gel+nails&date=${saturday}&time=14:00`);
  const book = page
    .locator('#results')
    .getByRole('link', { name: /^Book Now with / })
    .first();
  await expect(book).toHaveAttribute('href', new RegExp(`date=${saturday}&time=14%3A00#book$`));
  await book.click();
  await expect(page.locator('#book form').getByLabel('Day')).toHaveValue(saturday);
  await expect(page.locator('#book form').getByLabel('Time')).toHaveValue('14:00');
});

test('a search that finds nothing offers a way that finds something', async ({ page }) => {
  await page.goto(`/services?service=kucha&date=${nextSaturday()}&time=06:00`);
  await expect(status(page)).toHaveText(/^No results for kucha/);
  const way = page
    .getByRole('region', { name: 'Try instead' })
    .getByRole('link', { name: /^\d+ results? / })
    .first();
  await way.click();
  expect(await resultCount(page)).toBeGreaterThan(0);
});
