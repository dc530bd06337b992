import { expect, test, type Page } from '@playwright/test';

// The favourites page: the listings saved with a card's heart, on this device only. English
// saves from /services as a visitor does; Kiswahili opens with two already saved.

const saved = (page: Page, ids: string[]) =>
  page.addInitScript(
    (raw) => window.localStorage.setItem('miadi:favourites', raw),
    JSON.stringify(ids),
  );

const list = (page: Page) => page.locator('main').getByRole('article');

test('empty, it says how to save a place; with two saved, it lists both', async ({ page }) => {
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your favourites');
  await expect(page.getByText('Nothing is saved on this device yet.')).toBeVisible();
  const how = page.getByText(/^To save a place, open Book a service and press the heart/);
  await expect(how).toBeVisible();
  await how.getByRole('link', { name: 'Book a service' }).click();
  await expect(page).toHaveURL(/\/services$/);

  const hearts = page
    .locator('#recommended')
    .getByRole('tabpanel')
    .getByRole('button', {
      name: /^Save .+ to favourites$/,
    });
  const names: string[] = [];
  for (const heart of [hearts.nth(0), hearts.nth(1)]) {
    names.push(
      (await heart.getAttribute('aria-label'))!.replace(/^Save (.+) to favourites$/, '$1'),
    );
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }

  await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(
    page.getByRole('heading', { level: 2, name: '2 places saved on this device' }),
  ).toBeVisible();
  await expect(list(page).getByRole('heading', { level: 3 })).toHaveText(names);
  await expect(
    list(page)
      .first()
      .getByRole('link', { name: /^Book Now/ }),
  ).toHaveAttribute('href', /^\/services\/[a-z0-9-]+#book$/);

  // Unsaved here, it leaves the list.
  await page.getByRole('button', { name: `Save ${names[0]} to favourites` }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: '1 place saved on this device' }),
  ).toBeVisible();
  await expect(list(page).getByRole('heading', { level: 3 })).toHaveText([names[1]!]);
});

test.describe('in Kiswahili', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');

  test('empty, then with two listings saved', async ({ page }) => {
    await page.goto('/sw/favourites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vipendwa vyako');
    await expect(page.getByText('Bado hakuna kilichohifadhiwa kwenye kifaa hiki.')).toBeVisible();
    await expect(
      page.locator('main').getByRole('link', { name: 'Weka miadi', exact: true }),
    ).toHaveAttribute('href', '/sw/services');

    await saved(page, ['glow-nail-bar', 'serenity-day-spa']);
    await page.goto('/sw/services');
    await page.getByRole('banner').getByRole('link', { name: 'Vipendwa' }).click();
    await expect(page).toHaveURL(/\/sw\/favourites$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Mahali 2 pamehifadhiwa kwenye kifaa hiki' }),
    ).toBeVisible();
    await expect(list(page).getByRole('heading', { level: 3 })).toHaveText([
      'Glow Nail Bar',
      'Serenity Day Spa',
    ]);
    await expect(list(page).first()).toContainText('Saluni ya Kucha · Kilimani');
    await expect(list(page).first()).toContainText('Hubaki kwenye kifaa hiki');
  });
});
