import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '@/lib/catalogue';

// Deals (D28), in both languages: the Deals shelf on /services leads to a listing's offer; a
// slot the deal covers is priced at the deal in the booking form and the WhatsApp message
// says so; the search's deals filter finds only listings with deals; an ended offer is hidden
// by the browser though the static HTML (built before it ended) still has it.
// Glow Nail Bar: Gel manicure, Kes 1,800, 20% off Tue–Thu 10:00–14:00 until 30 June 2027.

const withDeals = catalogue.filter((listing) => listing.offers?.length).map((l) => l.name);

const languages = [
  {
    lang: 'en',
    prefix: '',
    shelf: 'Deals',
    gel: 'Gel manicure',
    was: 'Was Kes 1,800 now Kes 1,440 · 20% off · Tue–Thu, 10:00–14:00 · until 30 June 2027',
    shelfPrice: 'Was Kes 1,800 now Kes 1,440',
    overlap: 'Where these deals cover the same time, the lower price applies.',
    labels: { service: 'Service', day: 'Day', time: 'Time', name: 'Name', phone: 'Mobile number' },
    day: 'Tuesday 24 November',
    time: '10:00, deal Kes 1,440',
    line: 'Deal: Kes 1,440 instead of Kes 1,800, 20% off, Tue–Thu, 10:00–14:00.',
    submit: 'Send on WhatsApp',
    whatsapp: 'Send on WhatsApp',
    message: 'Deal: Kes 1,440 (20% off, was Kes 1,800)',
    search: 'Search services',
    searchButton: 'Search',
    dealsOnly: 'Deals only',
    status: /^\d+ results with a deal$/,
    subscribe: 'Subscribe',
  },
  {
    lang: 'sw',
    prefix: '/sw',
    shelf: 'Ofa',
    gel: 'Manicure ya gel',
    was: 'Awali Kes 1,800 sasa Kes 1,440 · punguzo la 20% · Jumanne–Alhamisi, saa 4 asubuhi hadi saa 8 mchana (10:00–14:00) · hadi 30 Juni 2027',
    shelfPrice: 'Awali Kes 1,800 sasa Kes 1,440',
    overlap: 'Ofa hizi zikiangukia wakati mmoja, bei iliyo chini ndiyo inayotumika.',
    labels: { service: 'Huduma', day: 'Siku', time: 'Saa', name: 'Jina', phone: 'Nambari ya simu' },
    day: 'Jumanne, 24 Novemba',
    time: 'saa 4 asubuhi (10:00), ofa Kes 1,440',
    line: 'Ofa: Kes 1,440 badala ya Kes 1,800, punguzo la 20%, Jumanne–Alhamisi, saa 4 asubuhi hadi saa 8 mchana (10:00–14:00).',
    submit: 'Tuma kwa WhatsApp',
    whatsapp: 'Tuma kwa WhatsApp',
    message: 'Ofa: Kes 1,440 (punguzo la 20%, awali Kes 1,800)',
    search: 'Tafuta huduma',
    searchButton: 'Tafuta',
    dealsOnly: 'Zenye ofa pekee',
    status: /^Matokeo \d+ yenye ofa$/,
    subscribe: 'Jiandikishe',
  },
] as const;

/** Monday 23 November 2026, 10:00 in Nairobi, as the other specs. */
const monday = () => new Date('2026-11-23T10:00:00+03:00');

/** Waits for the page's islands: the footer's Subscribe button turns on with them. */
async function hydrated(page: Page, subscribe: string) {
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: subscribe }),
  ).toBeEnabled();
}

/** A deal in the price list: its own item, inside the service's. */
const gelDeal = (page: Page, was: string) =>
  page.locator('#services [data-offer-ends]').filter({ hasText: was });

for (const t of languages) {
  test.describe(`in ${t.lang}`, () => {
    test('a deal on the Deals shelf leads to its listing, which shows the offer', async ({
      page,
    }) => {
      await page.clock.install({ time: monday() });
      await page.goto(`${t.prefix}/services`);
      const shelf = page.getByRole('region', { name: t.shelf, exact: true });
      const link = shelf.getByRole('link', { name: 'Glow Nail Bar', exact: true });
      await expect(link).toBeVisible();
      const item = shelf
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Glow Nail Bar', exact: true }) });
      await expect(item).toContainText(
        t.lang === 'en' ? '20% off Gel manicure' : 'punguzo la 20% kwa Manicure ya gel',
      );
      // The deal price beside the discount, the normal price struck through.
      await expect(item.getByText(t.shelfPrice, { exact: true })).toBeVisible();
      await expect(item.locator('s')).toHaveText('Kes 1,800');
      await expect(item.locator('strong')).toHaveText('Kes 1,440');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/services/glow-nail-bar#services$`));
      const deal = gelDeal(page, t.was);
      await expect(deal).toHaveText(t.was);
      await expect(deal.locator('s')).toHaveText('Kes 1,800');
      // Its two deals cover Tuesday to Thursday, 12:00–14:00, both: the lower price applies.
      await expect(
        page
          .locator('#services li')
          .filter({ hasText: t.was })
          .getByText(t.overlap, { exact: true }),
      ).toBeVisible();
      // Pedicure has one of them only.
      await expect(page.locator('#services').getByText(t.overlap)).toHaveCount(1);
    });

    test('Book Now on the Deals shelf opens the form with the deal’s service chosen', async ({
      page,
    }) => {
      await page.clock.install({ time: monday() });
      await page.goto(`${t.prefix}/services`);
      await hydrated(page, t.subscribe);
      const item = page
        .getByRole('region', { name: t.shelf, exact: true })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Glow Nail Bar', exact: true }) });
      await item.getByRole('link', { name: /^(Book Now|Weka Miadi)/ }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `${t.prefix}/services/glow-nail-bar\\?service=${t.gel.replaceAll(' ', '\\+')}#book$`,
        ),
      );
      const form = page.locator('#book form');
      await expect(
        form.getByLabel(new RegExp(`^${t.labels.service}`)).locator('option:checked'),
      ).toHaveText(new RegExp(`^${t.gel}`));
    });

    test('a slot the deal covers is priced at the deal, and WhatsApp carries it', async ({
      page,
    }) => {
      await page.clock.install({ time: monday() });
      await page.goto(`${t.prefix}/services/glow-nail-bar`);
      const form = page.locator('#book form');
      await hydrated(page, t.subscribe);
      await form.getByLabel(new RegExp(`^${t.labels.service}`)).selectOption(t.gel);
      await form.getByLabel(new RegExp(`^${t.labels.day}`)).selectOption({ label: t.day });
      await form.getByLabel(new RegExp(`^${t.labels.time}`)).selectOption({ label: t.time });
      await expect(form.getByText(t.line)).toBeVisible();
      // An hour the deal does not cover has no deal.
      await form.getByLabel(new RegExp(`^${t.labels.time}`)).selectOption('16:00');
      await expect(form.getByText(t.line)).toHaveCount(0);
      await form.getByLabel(new RegExp(`^${t.labels.time}`)).selectOption({ label: t.time });
      // Exact: "Jina lake" (someone else's name, D37) starts with "Jina" too.
      await form.getByRole('textbox', { name: t.labels.name, exact: true }).fill('Wanjiru Kamau');
      await form.getByLabel(new RegExp(`^${t.labels.phone}`)).fill('0712 345 678');
      await form.getByRole('button', { name: t.submit }).click();
      const whatsapp = form.getByRole('link', { name: t.whatsapp });
      const href = new URL((await whatsapp.getAttribute('href'))!);
      expect(href.searchParams.get('text')).toContain(t.message);
    });

    test('the deals filter finds only listings with deals', async ({ page }) => {
      await page.clock.install({ time: monday() });
      await page.goto(`${t.prefix}/services`);
      await hydrated(page, t.subscribe);
      const search = page.getByRole('search', { name: t.search });
      await search.getByLabel(t.dealsOnly).check();
      await search.getByRole('button', { name: t.searchButton }).click();
      await expect(page).toHaveURL(/\?deals=true$/);
      await expect(page.locator('#search').getByRole('status')).toHaveText(t.status);
      const found = page.locator('#results article h4');
      await expect(found).toHaveCount(withDeals.length);
      expect((await found.allInnerTexts()).sort()).toEqual([...withDeals].sort());
    });

    test('an offer past its end date is hidden, though the static HTML has it', async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`${t.prefix}/services/glow-nail-bar`)).text();
      expect(html).toContain('Kes 1,440');
      // Thursday 1 July 2027 in Nairobi: Glow's offers ended on 30 June.
      await page.clock.install({ time: new Date('2027-07-01T00:05:00+03:00') });
      await page.goto(`${t.prefix}/services/glow-nail-bar`);
      await hydrated(page, t.subscribe);
      await expect(gelDeal(page, t.was)).toBeHidden();
      await expect(page.locator('#services [data-offer-ends]:visible')).toHaveCount(0);
      await page.goto(`${t.prefix}/services`);
      const shelf = page.getByRole('region', { name: t.shelf, exact: true });
      await expect(shelf.getByRole('link', { name: 'Glow Nail Bar', exact: true })).toBeHidden();
    });
  });
}
