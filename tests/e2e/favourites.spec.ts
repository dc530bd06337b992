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

// Issue 52: a listing's own page has the heart too, and the header's heart says how many are
// saved, with a count to see and words a screen reader reads, without moving the header.
for (const { lang, path, heart, header, one, two } of [
  {
    lang: 'en',
    path: '/services/glow-nail-bar',
    heart: 'Save Glow Nail Bar to favourites',
    header: 'Favourites',
    one: 'Favourites (1 saved)',
    two: 'Favourites (2 saved)',
  },
  {
    lang: 'sw',
    path: '/sw/services/glow-nail-bar',
    heart: 'Hifadhi Glow Nail Bar kwenye vipendwa',
    header: 'Vipendwa',
    one: 'Vipendwa (1 kimehifadhiwa)',
    two: 'Vipendwa (2 vimehifadhiwa)',
  },
]) {
  test(
    `${lang}: the listing's page saves it with its heart; the header's heart counts it`,
    {
      tag: '@phone',
    },
    async ({ page }) => {
      // Saved before, once: the pages opened after keep what this test saves.
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('miadi:favourites'))
          window.localStorage.setItem('miadi:favourites', '["serenity-day-spa"]');
      });
      await page.goto(path);
      const banner = page.getByRole('banner');
      const favourites = banner.getByRole('link', { name: new RegExp(`^${header}`) });
      await expect(favourites).toHaveAccessibleName(one);
      await expect(favourites).toContainText('1');
      const before = (await banner.boundingBox())!;
      const link = (await favourites.boundingBox())!;

      const button = page.locator('main').getByRole('button', { name: heart, exact: true });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(favourites).toHaveAccessibleName(two);
      await expect(favourites).toContainText('2');
      // The count sits over the heart's corner: the header and the link keep their place and size.
      expect(await banner.boundingBox()).toEqual(before);
      expect(await favourites.boundingBox()).toEqual(link);

      await favourites.click();
      await expect(page).toHaveURL(lang === 'en' ? /\/favourites$/ : /\/sw\/favourites$/);
      await expect(list(page).getByRole('heading', { level: 3 })).toHaveText([
        'Serenity Day Spa',
        'Glow Nail Bar',
      ]);
      // Unsaved on the list, the header says so at once.
      await page.getByRole('button', { name: heart, exact: true }).click();
      await expect(favourites).toHaveAccessibleName(one);
    },
  );
}

test('nothing saved: the header’s heart shows no count', async ({ page }) => {
  await page.goto('/services/glow-nail-bar');
  const favourites = page.getByRole('banner').getByRole('link', { name: /^Favourites/ });
  await expect(page.locator('main').getByRole('button', { name: /^Save Glow/ })).toBeEnabled();
  await expect(favourites).toHaveAccessibleName('Favourites');
  await expect(favourites).toHaveText('Favourites');
});
