import { expect, test, type Page } from '@playwright/test';
import { areaHref, areaPageHrefs, areas, listingBySlug, listingsIn } from '@/lib/catalogue';
import { PAGE_SIZE, pageCount, pageHref, pageOf } from '@/lib/pages';
import { expectNoSeriousA11yIssues } from './axe';

// One page of each template: a business, a professional and an area (every other listing
// and area page is made by the same code from the same kind of entry).

/** The page's JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Opens a page with the clock set to a moment in Nairobi (UTC+3), ticking from there. */
async function openAt(page: Page, path: string, nairobiTime: string) {
  await page.clock.install({ time: new Date(`${nairobiTime}+03:00`) });
  await page.goto(path);
}

test('a business’s page shows what it offers, when, who and what customers say', async ({
  page,
}) => {
  const glow = listingBySlug('glow-nail-bar')!;
  // Monday 23 November 2026, 10:00 in Nairobi.
  await openAt(page, '/services/glow-nail-bar', '2026-11-23T10:00:00');
  await expect(page).toHaveTitle('Glow Nail Bar, Nail Spa in Kilimani | Miadi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glow Nail Bar');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Services',
    'Kilimani',
    'Glow Nail Bar',
  ]);
  await expect(page.getByText('Nail Spa · Kilimani')).toBeVisible();
  await expect(page.getByRole('link', { name: '4.8 out of 5 from 126 reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${glow.geo.lat}&mlon=${glow.geo.lng}#map=18/${glow.geo.lat}/${glow.geo.lng}`,
  );

  const services = page.getByRole('region', { name: 'Services and prices' });
  await expect(services).toContainText('Prices from Kes 800 to Kes 3,500.');
  const manicure = services.getByRole('listitem').filter({ hasText: 'Gel manicure' });
  await expect(manicure).toContainText('Kes 1,800');
  await expect(manicure).toContainText('1 h');
  await expect(manicure.getByRole('link', { name: 'Book Gel manicure' })).toHaveAttribute(
    'href',
    '#book',
  );

  await expect(page.getByRole('region', { name: 'The team' })).toContainText(
    'Njeri WambuiSenior nail technician',
  );

  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('row', { name: 'Sunday' })).toHaveText('Sunday11:00–17:00');
  await expect(hours).toContainText('Open now, until 19:00');

  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('article')).toHaveCount(glow.reviews.length);
  await expect(reviews.getByRole('article').first()).toContainText('Wanjiru Kamau');
  await expect(reviews.getByRole('article').first()).toContainText('18 October 2026');
  await expect(reviews.getByRole('listitem').filter({ hasText: '5 stars' })).toContainText('105');

  const data = await structuredData(page);
  const business = data.find((block) => block['@type'] === 'NailSalon');
  expect(business).toMatchObject({
    name: 'Glow Nail Bar',
    priceRange: 'Kes 800 – Kes 3,500',
    address: { streetAddress: glow.street, addressLocality: 'Kilimani', addressCountry: 'KE' },
    geo: { latitude: glow.geo.lat, longitude: glow.geo.lng },
    aggregateRating: { ratingValue: 4.8, reviewCount: 126 },
  });
  expect(business?.review).toHaveLength(glow.reviews.length);
  expect(business?.openingHoursSpecification).toEqual([
    expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday', 'Saturday']) }),
    expect.objectContaining({ dayOfWeek: ['Sunday'], opens: '11:00', closes: '17:00' }),
  ]);
  expect(data.map((block) => block['@type'])).toContain('BreadcrumbList');
});

test.describe('on a phone set to Los Angeles time', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('open now follows Nairobi’s clock, and says when a closed place opens', async ({ page }) => {
    // Saturday 28 November, 19:30 in Nairobi (08:30 in Los Angeles): Glow closed at 19:00
    // and opens on Sunday at 11:00.
    await openAt(page, '/services/glow-nail-bar', '2026-11-28T19:30:00');
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours).toContainText('Closed now, opens tomorrow at 11:00');
    // Monday 08:00 in Nairobi, still Sunday evening in Los Angeles.
    await page.clock.setFixedTime(new Date('2026-11-30T08:00:00+03:00'));
    await page.reload();
    await expect(hours).toContainText('Closed now, opens at 09:00');
  });
});

test('a professional’s page has no team and the right kind of business', async ({ page }) => {
  await openAt(page, '/services/kevin-mwangi', '2026-11-23T10:00:00');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kevin Mwangi');
  await expect(page.getByText('At Sharp Cuts Barbershop, Westlands')).toBeVisible();
  await expect(page.getByRole('region', { name: 'The team' })).toHaveCount(0);
  const data = await structuredData(page);
  expect(data.find((block) => block['@type'] === 'HairSalon')).toMatchObject({
    name: 'Kevin Mwangi',
    aggregateRating: { reviewCount: listingBySlug('kevin-mwangi')!.reviewCount },
  });
  await page.getByRole('link', { name: 'More to book in Westlands' }).click();
  await expect(page).toHaveURL(/\/services\/in\/westlands$/);
});

test('an area page lists what is bookable there, best-rated first', async ({ page }) => {
  const here = listingsIn('westlands');
  await page.goto('/services/in/westlands');
  await expect(page).toHaveTitle('Book a service in Westlands | Miadi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a service in Westlands');
  const listings = page.getByRole('region', { name: 'Places and professionals' });
  await expect(listings.getByRole('article')).toHaveCount(Math.min(here.length, PAGE_SIZE));
  await expect(listings.getByRole('article').first()).toContainText(here[0]!.name);
  const sharpCuts = listings.getByRole('article', { name: 'Sharp Cuts Barbershop' });
  await expect(
    sharpCuts.getByRole('link', { name: 'Sharp Cuts Barbershop', exact: true }),
  ).toHaveAttribute('href', '/services/sharp-cuts-barbershop');
  await expect(
    sharpCuts.getByRole('link', { name: 'Book Now with Sharp Cuts Barbershop' }),
  ).toHaveAttribute('href', '/services/sharp-cuts-barbershop#book');
  const otherAreas = page.getByRole('navigation', { name: 'Other areas' });
  await expect(
    otherAreas.getByRole('link', {
      name: `Karen: ${listingsIn('karen').length} places and professionals`,
    }),
  ).toHaveAttribute('href', '/services/in/karen');
  await expect(otherAreas.getByRole('link')).toHaveCount(areas.length - 1);
  await expect(otherAreas.getByRole('link', { name: /^Westlands/ })).toHaveCount(0);

  const list = (await structuredData(page)).find((block) => block['@type'] === 'ItemList');
  const shown = pageOf(here, 1);
  expect(list).toMatchObject({ numberOfItems: shown.length });
  expect((list?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(
    shown.map((listing) => listing.name),
  );
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the area with the most listings: every one on its pages, reached by Next', async ({
    page,
  }) => {
    // The embedded catalogue fills one page an area; a generated one (CI's second build)
    // fills several, and this walks them all.
    const area = [...areas].sort(
      (a, b) => listingsIn(b.slug).length - listingsIn(a.slug).length,
    )[0]!;
    const here = listingsIn(area.slug);
    const count = pageCount(here.length);
    const seen: string[] = [];
    await page.goto(areaHref(area.slug));
    for (let n = 1; n <= count; n += 1) {
      const path = pageHref(areaHref(area.slug), n);
      const title =
        n === 1
          ? `Book a service in ${area.name}`
          : `Book a service in ${area.name}, page ${n} of ${count}`;
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
      const articles = page
        .getByRole('region', { name: 'Places and professionals' })
        .getByRole('article');
      await expect(articles).toHaveCount(pageOf(here, n).length);
      const list = (await structuredData(page)).find((block) => block['@type'] === 'ItemList');
      const names = (list?.itemListElement as { name: string }[]).map((item) => item.name);
      expect(list).toMatchObject({ name: title, numberOfItems: names.length });
      seen.push(...names);

      const pages = page.getByRole('navigation', { name: 'Pages' });
      if (count === 1) {
        await expect(pages).toHaveCount(0);
        continue;
      }
      // This page: its name for screen readers, then the number shown.
      await expect(pages.locator('[aria-current="page"]')).toHaveText(`Page ${n}${n}`);
      await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveCount(
        n === 1 ? 0 : 1,
      );
      await expect(pages.getByRole('link', { name: `Page ${count}`, exact: true })).toHaveCount(
        n === count ? 0 : 1,
      );
      await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(n === 1 ? 0 : 1);
      if (n > 1) {
        await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
          'href',
          pageHref(areaHref(area.slug), n - 1),
        );
      }
      if (n < count) {
        await pages.getByRole('link', { name: 'Next page' }).focus();
        await page.keyboard.press('Enter');
      } else {
        await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
      }
    }
    expect(seen).toEqual(here.map((listing) => listing.name));
  });
});

test('from a search to a booking request sent by WhatsApp', async ({ page }) => {
  // Monday 23 November 2026, 10:00 in Nairobi. This build has no form endpoint.
  await openAt(page, '/services', '2026-11-23T10:00:00');
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill('barber');
  await search.getByLabel('Current Location').selectOption({ label: 'Westlands' });
  await search.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('article', { name: 'Sharp Cuts Barbershop' })
    .getByRole('link', { name: 'Sharp Cuts Barbershop', exact: true })
    .click();
  await expect(page).toHaveURL(/\/services\/sharp-cuts-barbershop$/);

  await page.getByRole('link', { name: 'Book Fade' }).click();
  await expect(page).toHaveURL(/#book$/);
  const form = page.locator('#book form');
  await expect(form.getByLabel('Service')).toHaveValue('Fade');
  await form.getByLabel('Day').selectOption({ label: 'Tuesday 24 November' });
  await form.getByLabel('Time').selectOption('10:00');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Brian Kamau');
  await form.getByLabel('Mobile number').fill('0712-345-678');
  await expect(form).toContainText(
    'The business you book with and Miadi’s team receive your request',
  );
  await form.getByRole('button', { name: 'Send booking request' }).click();

  const whatsapp = form.getByRole('link', { name: 'Send on WhatsApp' });
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/254716820437');
  expect(href.searchParams.get('text')).toBe(
    [
      'Hello Sharp Cuts Barbershop, I would like to book:',
      'Service: Fade (Kes 800, 30 min)',
      'Day: Tuesday 24 November',
      'Time: 10:00',
      'Name: Brian Kamau',
      'Phone: +254712345678',
      'Please confirm if this works. Thank you.',
    ].join('\n'),
  );
  await expect(
    form.getByRole('status').filter({ hasText: 'Nothing has been sent yet' }),
  ).toBeVisible();
  await expect(page.getByText(/booking is confirmed|booked!/i)).toHaveCount(0);
  // The hand-over and the form around it, as a visitor meets them.
  await expectNoSeriousA11yIssues(page, '#book');
});

test('a request with mistakes says what to fix, beside each field', async ({ page }) => {
  await openAt(page, '/services/glow-nail-bar', '2026-11-23T10:00:00');
  const form = page.locator('#book form');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('0812 345 678');
  await form.getByRole('button', { name: 'Send booking request' }).click();
  await expect(form.getByLabel('Service')).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
    /Enter a Kenyan mobile number like 0712 345 678/,
  );
  await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0812 345 678');
  await expect(form.getByText('5 fields need your attention.')).toBeVisible();
  await expectNoSeriousA11yIssues(page, '#book');
});

test.describe('in Kiswahili', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  test('a listing page: weekdays, the Swahili clock and a WhatsApp request in Kiswahili', async ({
    page,
  }) => {
    // Monday 23 November 2026, 10:00 in Nairobi. This build has no form endpoint.
    await openAt(page, '/sw/services/glow-nail-bar', '2026-11-23T10:00:00');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page).toHaveTitle('Glow Nail Bar, Spa ya Kucha katika Kilimani | Miadi');
    await expect(page.getByText('Spa ya Kucha · Kilimani')).toBeVisible();

    const hours = page.getByRole('region', { name: 'Saa za kufungua' });
    await expect(hours.getByRole('rowheader')).toHaveCount(7);
    await expect(hours.getByRole('rowheader').first()).toHaveText('Jumatatu');
    await expect(hours.getByRole('row', { name: 'Jumapili' })).toHaveText(
      'Jumapilisaa 5 asubuhi hadi saa 11 jioni',
    );
    await expect(hours).toContainText('Iko wazi sasa, hadi saa 1 usiku');

    const services = page.getByRole('region', { name: 'Huduma na bei' });
    const manicure = services.getByRole('listitem').filter({ hasText: 'Manicure ya gel' });
    await expect(manicure).toContainText('dakika 60');
    await expect(page.getByRole('region', { name: 'Timu' })).toContainText('Fundi wa kucha');

    const reviews = page.getByRole('region', { name: 'Maoni' });
    await expect(reviews).toContainText('Maoni yanaonyeshwa kama yalivyoandikwa');
    await expect(reviews.getByRole('article').first()).toContainText('18 Oktoba 2026');
    await expect(reviews.getByRole('article').first().locator('p[lang="en"]')).toHaveCount(1);

    const data = await structuredData(page);
    expect(data.find((block) => block['@type'] === 'NailSalon')).toMatchObject({
      url: expect.stringMatching(/\/sw\/services\/glow-nail-bar$/),
      mainEntityOfPage: { inLanguage: 'sw' },
    });

    const form = page.locator('#book form');
    await form.getByLabel('Huduma').selectOption('Manicure ya gel');
    await form.getByLabel('Siku').selectOption({ label: 'Jumanne, 24 Novemba' });
    // Tuesday 10:00 is in Glow's deal (tests/e2e/deals.spec.ts): its option and message say so.
    await form.getByLabel('Saa').selectOption({ label: 'saa 4 asubuhi (10:00), ofa Kes 1,440' });
    await form.getByRole('textbox', { name: 'Jina', exact: true }).fill('Wanjiru Kamau');
    await form.getByLabel('Nambari ya simu ya mkononi').fill('0712 345 678');
    await form.getByRole('button', { name: 'Tuma ombi la miadi' }).click();

    const whatsapp = form.getByRole('link', { name: 'Tuma kwa WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.searchParams.get('text')).toBe(
      [
        'Habari Glow Nail Bar, ningependa kuweka miadi:',
        'Huduma: Manicure ya gel (Kes 1,800, dakika 60)',
        'Siku: Jumanne, 24 Novemba',
        'Saa: saa 4 asubuhi (10:00)',
        'Jina: Wanjiru Kamau',
        'Simu: +254712345678',
        'Ofa: Kes 1,440 (punguzo la 20%, awali Kes 1,800)',
        'Tafadhali thibitisha kama inawezekana. Asante.',
      ].join('\n'),
    );
  });

  test('a request with mistakes says what to fix in Kiswahili', async ({ page }) => {
    await openAt(page, '/sw/services/glow-nail-bar', '2026-11-23T10:00:00');
    const form = page.locator('#book form');
    await form.getByRole('button', { name: 'Tuma ombi la miadi' }).click();
    await expect(form.getByLabel('Huduma')).toBeFocused();
    await expect(form.getByLabel('Huduma')).toHaveAccessibleDescription('Chagua huduma.');
  });

  test('an area page in Kiswahili', async ({ page }) => {
    await page.goto('/sw/services/in/westlands');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Weka miadi ya huduma katika Westlands',
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Maeneo mengine' })
        .getByRole('link', { name: `Karen: biashara na wataalamu ${listingsIn('karen').length}` }),
    ).toHaveAttribute('href', '/sw/services/in/karen');
    const listings = page.getByRole('region', { name: 'Biashara na wataalamu' });
    await expect(
      listings.getByRole('link', { name: 'Weka Miadi na Sharp Cuts Barbershop' }),
    ).toHaveAttribute('href', '/sw/services/sharp-cuts-barbershop#book');
    const list = (await structuredData(page)).find((block) => block['@type'] === 'ItemList');
    expect(list).toMatchObject({ inLanguage: 'sw' });

    // A second page, where the catalogue fills one (a generated catalogue does).
    const paged = areas.find((area) => areaPageHrefs(area.slug).length > 1);
    if (paged) {
      const count = areaPageHrefs(paged.slug).length;
      await page.goto(`/sw${pageHref(areaHref(paged.slug), 2)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Weka miadi ya huduma katika ${paged.name}, ukurasa wa 2 kati ya ${count}`,
      );
      const pages = page.getByRole('navigation', { name: 'Kurasa' });
      await expect(pages.getByRole('link', { name: 'Ukurasa uliotangulia' })).toHaveAttribute(
        'href',
        `/sw${areaHref(paged.slug)}`,
      );
      await expect(pages.getByRole('link', { name: 'Ukurasa wa 1', exact: true })).toBeVisible();
    }
  });
});
