import { expect, test, type Locator, type Page } from '@playwright/test';
import { bestRated, catalogue } from '@/lib/catalogue';
import { expectNoSeriousA11yIssues } from './axe';

// Gift vouchers (D37, issue 53): found from "gift" or "zawadi", listed on /gift-vouchers, and
// requested from a listing's page for a named recipient. This build has no form endpoint: the
// request is handed over by WhatsApp or email, and nothing is sold or paid on the site.

const offering = bestRated(catalogue.filter((listing) => listing.vouchers));
const names = offering.map((listing) => listing.name);

/** Valentine's Day: a day after any day these tests run on. */
const DAY = '2027-02-14';

/** The WhatsApp hand-over's chat and message, decoded. */
async function handedOver(within: Locator, name: string | RegExp) {
  const chat = new URL((await within.getByRole('link', { name }).getAttribute('href'))!);
  return { chat: `${chat.origin}${chat.pathname}`, text: chat.searchParams.get('text') };
}

/** /services searched for `words`, and the names of the listings found. */
async function search(page: Page, path: string, words: string) {
  await page.goto(`${path}?service=${encodeURIComponent(words)}`);
  const found = page.locator('#results').locator('article h4');
  // The search loads its index on first use: slow on a loaded machine.
  await expect(found.first()).toBeVisible({ timeout: 15_000 });
  return found;
}

test('"gift" and "zawadi" find the listings that offer vouchers, in both languages', async ({
  page,
}) => {
  test.slow(); // Four searches, each loading its language's index.
  for (const [path, words] of [
    ['/services', 'gift'],
    ['/services', 'voucher'],
    ['/sw/services', 'zawadi'],
    ['/sw/services', 'vocha'],
  ] as const) {
    const found = await search(page, path, words);
    await expect(found).toHaveCount(offering.length);
    expect((await found.allTextContents()).sort()).toEqual([...names].sort());
    // Each card says why it was found.
    await expect(page.locator('#results').getByRole('article').first()).toContainText(
      path === '/services' ? 'Gift vouchers' : 'Vocha za zawadi',
    );
  }
});

test('/gift-vouchers lists every listing with vouchers, best rated first, and filters them', async ({
  page,
}) => {
  await page.goto('/gift-vouchers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift vouchers');
  const cards = page.getByRole('article');
  await expect(cards.locator('h3, h2, h4').first()).toBeVisible();
  await expect(cards).toHaveCount(offering.length);
  for (const [i, name] of names.entries()) {
    await expect(cards.nth(i)).toContainText(name);
  }
  const serenity = page.getByRole('article', { name: 'Serenity Day Spa' });
  await expect(serenity).toContainText('Couples massage (60 min): Kes 9,500');
  await expect(serenity).toContainText('Valid for 6 months');
  await expect(
    serenity.getByRole('link', { name: 'Ask Serenity Day Spa for a voucher' }),
  ).toHaveAttribute('href', '/services/serenity-day-spa#gift-vouchers');

  // In the footer, and its structured data lists them in order.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Gift vouchers' }),
  ).toHaveAttribute('href', '/gift-vouchers');
  const list = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent!)).find((d) => d['@type'] === 'ItemList'),
    );
  expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(names);
  // Sample data (D40): not indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousA11yIssues(page);

  // The filters are links to the whole list of an area or a category, on pages of their own.
  const inKaren = offering.filter((listing) => listing.location === 'karen');
  const byArea = page.getByRole('navigation', { name: 'By area' });
  await expect(byArea.getByRole('link', { name: 'All gift vouchers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await byArea.getByRole('link', { name: `Karen: ${inKaren.length} places` }).click();
  await expect(page).toHaveURL(/\/gift-vouchers\/in\/karen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift vouchers in Karen');
  await expect(cards).toHaveText(inKaren.map((listing) => new RegExp(listing.name)));
  await expect(
    page.getByRole('navigation', { name: 'By area' }).getByRole('link', { name: /^Karen/ }),
  ).toHaveAttribute('aria-current', 'page');
  await page
    .getByRole('navigation', { name: 'By category' })
    .getByRole('link', { name: 'Gyms: 1 place' })
    .click();
  await expect(page).toHaveURL(/\/gift-vouchers\/gyms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift vouchers: Gyms');
  await expect(cards).toHaveText([/Karen Fitness Hub/]);
  await page.getByRole('link', { name: /^All gift vouchers/ }).click();
  await expect(cards).toHaveCount(offering.length);
});

test('a voucher for a named recipient, requested on the listing page, says what happens next', async ({
  page,
}) => {
  await page.goto('/services/serenity-day-spa');
  await page.getByRole('link', { name: 'Gift vouchers' }).first().click();
  const section = page.locator('#gift-vouchers');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Gift vouchers');
  await expect(section).toContainText('Paybill 482615, account SERENITYGIFT');
  await expect(section).toContainText('Nothing is sold or paid on this site.');
  await expect(section.getByRole('button', { name: 'Send on WhatsApp' })).toBeEnabled();

  await section
    .getByLabel('Voucher for')
    .selectOption({ label: 'Couples massage (60 min): Kes 9,500' });
  await section.getByLabel('Who it is for').fill('Mama Achieng');
  await section.getByLabel('The day it should reach them').fill(DAY);
  await section.getByLabel('Their mobile number').fill('0722 000 111');
  await section.getByLabel(/A short message/).fill('Happy anniversary!');
  await section.getByLabel('Your name').fill('Achieng Otieno');
  await section.getByLabel('Your mobile number').fill('0712 345 678');
  const popup = page.waitForEvent('popup');
  await section.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await (await popup).close();

  const { chat, text } = await handedOver(section, 'Send on WhatsApp');
  expect(chat).toBe('https://wa.me/254022580143');
  expect(text).toContain(
    'It is for Mama Achieng, mobile +254722000111: please send them the code on Sunday 14 February.',
  );
  expect(text).toContain(
    'I will pay by M-Pesa to Paybill 482615, account SERENITYGIFT once you confirm.',
  );
  const next = section.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText(
    'Serenity Day Spa confirms the voucher and its price by WhatsApp.',
  );
  await expect(next).toContainText(
    'You pay Kes 9,500 by M-Pesa to Paybill 482615, account SERENITYGIFT',
  );
  await expect(next).toContainText(
    'On Sunday 14 February, Serenity Day Spa sends the voucher code to Mama Achieng by SMS or WhatsApp.',
  );
});

test('in Kiswahili, in the booking widget, handed over by the buyer @phone', async ({ page }) => {
  await page.goto('/sw/embed/tress-lounge');
  await page.getByRole('heading', { name: 'Vocha za zawadi' }).click();
  const section = page.locator('#gift-vouchers');
  await expect(section).toContainText('Paybill 531907, akaunti TRESSGIFT');
  await section.getByLabel('Vocha ya').selectOption({ label: 'Vocha ya Kes 2,000' });
  await section.getByLabel('Ni ya nani').fill('Mama Achieng');
  await section.getByLabel('Siku inayopaswa kumfikia').fill(DAY);
  await section.getByRole('checkbox', { name: /Nitampa mwenyewe/ }).check();
  await expect(section.getByLabel('Nambari yake ya simu')).toHaveCount(0);
  await section.getByLabel('Jina lako').fill('Achieng Otieno');
  await section.getByLabel('Nambari yako ya simu').fill('0712 345 678');
  const button = section.getByRole('button', { name: 'Tuma kwa WhatsApp' });
  const popup = page.waitForEvent('popup');
  await button.click();
  await (await popup).close();
  const { text } = await handedOver(section, 'Tuma kwa WhatsApp');
  expect(text).toContain('ningependa vocha ya zawadi ya Kes 2,000');
  expect(text).toContain('Nitampa mwenyewe: tafadhali nitumie msimbo tarehe');
  await expect(section.getByRole('region', { name: 'Hatua zinazofuata' })).toContainText(
    'wanakutumia msimbo wa vocha kwa SMS au WhatsApp',
  );
  // The form fits the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list, the offer and a request written by the buyer are all there @phone', async ({
    page,
  }) => {
    await page.goto('/sw/gift-vouchers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vocha za zawadi');
    await expect(page.getByRole('article')).toHaveCount(offering.length);
    // The filters are plain links.
    await page
      .getByRole('navigation', { name: 'Kwa eneo' })
      .getByRole('link', { name: /^Karen/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vocha za zawadi katika Karen',
    );
    await expect(page.getByRole('article')).toHaveCount(
      offering.filter((listing) => listing.location === 'karen').length,
    );
    await page
      .getByRole('article', { name: 'Serenity Day Spa' })
      .getByRole('link', { name: 'Omba vocha kwa Serenity Day Spa' })
      .click();
    await expect(page).toHaveURL(/\/sw\/services\/serenity-day-spa#gift-vouchers$/);
    const section = page.locator('#gift-vouchers');
    await expect(section).toContainText('Masaji ya wapenzi wawili (dakika 60): Kes 9,500');
    await expect(section).toContainText('Inatumika kwa miezi 6');
    const { chat, text } = await handedOver(
      section,
      'Omba vocha kwa Serenity Day Spa kwenye WhatsApp',
    );
    expect(chat).toBe('https://wa.me/254022580143');
    expect(text).toMatch(/^Habari Serenity Day Spa, ningependa vocha ya zawadi/);
    expect(text).toContain('Tafadhali mtumie msimbo tarehe: …');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });
});
