import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedPages, inlineScripts } from '../../scripts/site-pages.mjs';
import { catalogue } from '@/lib/catalogue';
import { expectHydrated } from './page-checks';

// The header, the footer's links and the cards of /services are static regions
// (components/static-region.tsx): in a page's HTML, and not again in the page data React
// hydrates from. What marks each: the Features menu's panel, the footer's phone link, a card's
// rating input.
const marks = { header: 'id="menu-features"', footer: 'href="tel:', card: 'rating-choice' };
const dataMarks = { header: 'menu-features', footer: '"href":"tel:', card: 'rating-choice' };

test.describe('read from every exported page', () => {
  test.skip(({ isMobile }) => isMobile, 'the files are the same at every width');

  test('the static regions are in the HTML, and not again in the page data', () => {
    const problems: string[] = [];
    let withHeader = 0;
    for (const { file, route } of exportedPages('out')) {
      const html = readFileSync(join('out', file), 'utf8');
      if (!html.includes(marks.header)) continue;
      withHeader += 1;
      if (!html.includes(marks.footer)) problems.push(`${route}: no footer links in its HTML`);
      const data = inlineScripts(html).join('\n');
      for (const [region, mark] of Object.entries(dataMarks)) {
        if (data.includes(mark)) problems.push(`${route}: the ${region} again in its page data`);
      }
    }
    for (const route of ['services.html', 'sw/services.html']) {
      const cards = readFileSync(join('out', route), 'utf8').split(marks.card).length - 1;
      // Every business, with 6 rating choices each.
      const businesses = catalogue.filter((listing) => listing.kind === 'business').length;
      if (cards !== businesses * 6) problems.push(`${route}: ${cards} rating choices in its HTML`);
    }
    expect(withHeader, 'pages with the site header').toBeGreaterThan(150);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test('the header and the cards keep their HTML once the page has hydrated and searched', async ({
  page,
  isMobile,
}) => {
  await page.goto('/services');
  await expectHydrated(page);
  const search = page.getByRole('search');
  await search.getByLabel('Service').fill('massage');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/service=massage/);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/services$/);

  const card = page.locator('article#glow-nail-bar');
  await expect(card.getByRole('link', { name: 'Glow Nail Bar', exact: true })).toHaveAttribute(
    'href',
    '/services/glow-nail-bar',
  );
  await expect(card.getByRole('link', { name: 'Book Now with Glow Nail Bar' })).toBeVisible();
  await expect(card.getByRole('radio', { name: '5 stars' })).toHaveCount(1);
  await card.getByRole('button', { name: 'Save Glow Nail Bar to favourites' }).click();
  await expect(
    card.getByRole('button', { name: 'Save Glow Nail Bar to favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.locator('article#achieng-odhiambo').getByRole('link', { name: /Book Now/ }),
  ).toHaveCount(1);

  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Log In' })).toBeVisible();
  } else {
    await header.getByRole('button', { name: 'Features' }).click();
    await expect(header.getByRole('link', { name: 'Payments' })).toBeVisible();
  }
});
