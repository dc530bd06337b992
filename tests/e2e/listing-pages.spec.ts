import { expect, test, type Page } from '@playwright/test';
import { areaPageHrefs, areas, listingBySlug, listingsIn } from '@/lib/catalogue';
import { PAGE_SIZE, pageCount, pageHref, pageOf } from '@/lib/pages';
import { expectNoSeriousA11yIssues } from './axe';
import { areaHref } from '@/lib/hrefs';

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
  await expect(page).toHaveTitle('Glow Nail Bar, Nail Salon in Kilimani | Miadi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glow Nail Bar');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Services',
    'Nail Salons in Nairobi',
    'Nail Salons in Kilimani',
    'Glow Nail Bar',
  ]);
  await expect(page.getByText('Nail Salon · Kilimani')).toBeVisible();
  await expect(page.getByRole('link', { name: '4.8 out of 5 from 126 reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${glow.geo.lat}&mlon=${glow.geo.lng}#map=18/${glow.geo.lat}/${glow.geo.lng}`,
  );

  const services = page.getByRole('region', { name: 'Services and prices' });
  // Whole services: nail art's Kes 800 is a price per set, shown with its unit (D38).
  await expect(services).toContainText('Prices from Kes 1,500 to Kes 3,500.');
  await expect(services).toContainText('Kes 800 per set');
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
  await expect(reviews.getByRole('article').first()).toContainText('Wairimu Njoroge');
  await expect(reviews.getByRole('article').first()).toContainText('18 October 2026');
  await expect(reviews.getByRole('listitem').filter({ hasText: '5 stars' })).toContainText('105');

  const data = await structuredData(page);
  const business = data.find((block) => block['@type'] === 'NailSalon');
  expect(business).toMatchObject({
    name: 'Glow Nail Bar',
    // Whole services only: nail art at Kes 800 is a price per set (D38).
    priceRange: 'Kes 1,500 – Kes 3,500',
    address: {
      streetAddress: glow.street,
      addressLocality: 'Kilimani',
      addressRegion: 'Nairobi',
      addressCountry: 'KE',
    },
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

  test('writing yourself still carries the policy and the deposit (D31)', async ({ page }) => {
    await page.goto('/services/glow-nail-bar');
    const book = page.locator('#book');
    const whatsapp = new URL(
      (await book
        .getByRole('link', { name: 'Message Glow Nail Bar on WhatsApp' })
        .getAttribute('href'))!,
    );
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/254012483091');
    expect(whatsapp.searchParams.get('text')).toBe(
      // The same message as the form writes, before anything is chosen (D31 amended).
      [
        'Hello Glow Nail Bar, I would like to book an appointment at Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.',
        'I have read your booking policy: Free cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price.',
        'Deposit: 30% of the price (after any deal), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
        'Please confirm if this works. Thank you.',
      ].join('\n'),
    );
    await expect(book.getByRole('link', { name: 'or by email' })).toHaveAttribute(
      'href',
      /^mailto:bookings\.glownailbar@example\.com\?subject=Booking%20request%20for%20Glow%20Nail%20Bar&body=Hello/,
    );
  });

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
  // Sharp Cuts gives no email address: an email goes to Miadi, who pass it on (D32).
  await expect(form).toContainText(
    'Sharp Cuts Barbershop receives your request on WhatsApp; by email, Miadi’s team receives it and passes it to Sharp Cuts Barbershop.',
  );
  // One press opens WhatsApp with the request typed in (issue 50).
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
    );
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('button', { name: 'Send on WhatsApp' }).click(),
  ]);
  const message = [
    'Hello Sharp Cuts Barbershop, I would like to book Fade (Kes 800, 30 min) on Tuesday 24 November at 10:00, at Ring Road Westlands, The Mall, lower ground floor, Westlands, Nairobi.',
    'My name is Brian Kamau, mobile +254712345678.',
    'I have read your booking policy: Free cancellation until 2 hours before your appointment.',
    'Please confirm if this works. Thank you.',
  ].join('\n');
  const opened = new URL(tab.url());
  expect(`${opened.origin}${opened.pathname}`).toBe('https://wa.me/254016820437');
  expect(opened.searchParams.get('text')).toBe(message);
  await tab.close();

  // The same message beside it: WhatsApp again, SMS, email and the text to copy, in view.
  const handOff = form.getByRole('region', { name: 'Send this request to Sharp Cuts Barbershop' });
  await expect(handOff).toBeFocused();
  await expect(handOff).toBeInViewport();
  const whatsapp = form.getByRole('link', { name: 'Send on WhatsApp' });
  expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toBe(message);
  await expect(handOff.getByRole('link', { name: 'Send by SMS' })).toHaveAttribute(
    'href',
    `sms:+254016820437?body=${encodeURIComponent(message)}`,
  );
  await expect(handOff.getByRole('textbox', { name: 'Your message' })).toHaveValue(message);
  await expect(
    form.getByRole('status').filter({ hasText: 'Nothing is sent until you do' }),
  ).toBeVisible();
  await expect(form.getByRole('link', { name: 'Send by email' })).toHaveAttribute(
    'href',
    /^mailto:hello@miadi\.co\.ke\?/,
  );
  await expect(page.getByText(/booking is confirmed|booked!/i)).toHaveCount(0);
  // The hand-over and the form around it, as a visitor meets them.
  await expectNoSeriousA11yIssues(page, '#book');
});

test('before sending: the policy, the deposit and a team member; after: what happens next (D31, D32)', async ({
  page,
}) => {
  // Monday 23 November 2026, 10:00 in Nairobi. This build has no form endpoint.
  await openAt(page, '/services/glow-nail-bar', '2026-11-23T10:00:00');
  const about = page.getByRole('region', { name: 'About Glow Nail Bar' });
  await expect(about).toContainText('A bright nail bar opposite Yaya Centre');
  await expect(about.getByRole('link', { name: '+254 012 483 091' })).toHaveAttribute(
    'href',
    'tel:+254012483091',
  );
  await expect(about).toContainText('Payment at the venueM-Pesa, Cash, Card');
  await expect(about).toContainText(
    'Booking policyFree cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price.',
  );
  await expect(about).toContainText(
    'Deposit30% of the price (after any deal), paid by M-Pesa to Paybill 522211, account GLOW',
  );
  await expect(about).toContainText(
    'Requests are confirmed by WhatsApp. Usually replies within 45 minutes, as of November 2026.',
  );
  await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-1.2931%2C36.7878',
  );

  const form = page.locator('#book form');
  await form.getByLabel('Service').selectOption('Pedicure');
  await expect(form.getByLabel('Team member').getByRole('option')).toHaveText([
    'Anyone',
    'Njeri Wambui: Mon–Sat 10:00–18:00',
    'Mary Nduta: Mon–Fri 09:00–19:00, Sun 11:00–17:00',
  ]);
  await form.getByLabel('Team member').selectOption('Mary Nduta');
  await form.getByLabel('Day').selectOption({ label: 'Thursday 26 November' });
  await form.getByLabel('Time').selectOption('16:00');
  await expect(form).toContainText(
    'Deposit: Kes 450 (30% of Kes 1,500), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms. Nothing is paid on this page.',
  );
  await expect(form).toContainText('Booking policy: Free cancellation until 24 hours');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wanjiru Kamau');
  await form.getByLabel('Mobile number').fill('0712 345 678');
  await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(
    /The confirmation comes by WhatsApp\./,
  );
  await expect(form).toContainText(
    'Glow Nail Bar receives your request, by WhatsApp or email, only to confirm your booking.',
  );
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();

  const text = new URL(
    (await form.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!,
  ).searchParams.get('text');
  expect(text).toContain('With Mary Nduta, if possible.');
  expect(text).toContain(
    'Deposit: Kes 450 (30% of Kes 1,500), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
  );
  expect(text).toContain('I have read your booking policy: Free cancellation until 24 hours');
  await expect(form.getByRole('link', { name: 'Send by email' })).toHaveAttribute(
    'href',
    /^mailto:bookings\.glownailbar@example\.com\?/,
  );
  await expect(page.getByText(/not switched on|this version of the site/i)).toHaveCount(0);

  const next = form.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText('Glow Nail Bar confirms by WhatsApp, usually within 45 minutes');
  await expect(next).toContainText('pay the deposit of Kes 450 by M-Pesa to Paybill 522211');
  await expect(next).toContainText('To cancel or change the request');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    next.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('booking-request.ics');
  const ics = await streamText(await download.createReadStream());
  expect(ics).toContain('DTSTART;TZID=Africa/Nairobi:20261126T160000\r\n');
  expect(ics).toContain('STATUS:TENTATIVE\r\n');
  expect(ics).toContain('SUMMARY:Pedicure at Glow Nail Bar (requested)\r\n');
  await expectNoSeriousA11yIssues(page, '#book');
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

test('a listing without a policy says so, and invents no deposit', async ({ page }) => {
  await page.goto('/services/kinyozi-express');
  const about = page.getByRole('region', { name: 'About Kinyozi Express' });
  await expect(about).toContainText(
    'Kinyozi Express has not published a booking policy. You can ask about cancelling when they confirm.',
  );
  await expect(about).not.toContainText('Deposit');
  // Silent on how it confirms: by SMS (D19).
  await expect(about).toContainText('Requests are confirmed by SMS.');
  await expect(about).not.toContainText('Usually replies');
  await expect(page.locator('#book form')).toContainText(
    'Booking policy: Kinyozi Express has not published a booking policy.',
  );
});

test('Book Now on a search result carries its service, day and time to the form', async ({
  page,
}) => {
  // Monday 23 November 2026, 10:00 in Nairobi.
  await openAt(
    page,
    '/services?service=fade&location=westlands&date=2026-11-24&time=10:00',
    '2026-11-23T10:00:00',
  );
  await page
    .getByRole('article', { name: 'Sharp Cuts Barbershop' })
    .getByRole('link', { name: 'Book Now with Sharp Cuts Barbershop' })
    .click();
  await expect(page).toHaveURL(
    /\/services\/sharp-cuts-barbershop\?service=Fade&date=2026-11-24&time=10%3A00#book$/,
  );
  const form = page.locator('#book form');
  await expect(form.getByLabel('Service')).toHaveValue('Fade');
  await expect(form.getByLabel('Day')).toHaveValue('2026-11-24');
  await expect(form.getByLabel('Time')).toHaveValue('10:00');

  // A shared link whose time has passed says so, and asks again.
  await openAt(
    page,
    '/services/sharp-cuts-barbershop?service=Fade&date=2026-11-23&time=09:00#book',
    '2026-11-23T10:00:00',
  );
  await expect(form).toContainText(
    'The time you chose, Monday 23 November, 09:00, has passed. Choose another day and time.',
  );
  await expect(form.getByLabel('Service')).toHaveValue('Fade');
  await expect(form.getByLabel('Day')).toHaveValue('');
});

test('a request with mistakes says what to fix, beside each field', async ({ page }) => {
  await openAt(page, '/services/glow-nail-bar', '2026-11-23T10:00:00');
  const form = page.locator('#book form');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('0812 345 678');
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
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
    await expect(page).toHaveTitle('Glow Nail Bar, Saluni ya Kucha katika Kilimani | Miadi');
    await expect(page.getByText('Saluni ya Kucha · Kilimani')).toBeVisible();

    const hours = page.getByRole('region', { name: 'Saa za kufungua' });
    await expect(hours.getByRole('rowheader')).toHaveCount(7);
    await expect(hours.getByRole('rowheader').first()).toHaveText('Jumatatu');
    await expect(hours.getByRole('row', { name: 'Jumapili' })).toHaveText(
      'Jumapilisaa 5 asubuhi hadi saa 11 jioni (11:00–17:00)',
    );
    await expect(hours).toContainText('Iko wazi sasa, hadi saa 1 usiku (19:00)');

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
    await form.getByRole('button', { name: 'Tuma kwa WhatsApp' }).click();

    const whatsapp = form.getByRole('link', { name: 'Tuma kwa WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.searchParams.get('text')).toBe(
      [
        'Habari Glow Nail Bar, ningependa kuweka miadi ya Manicure ya gel (Kes 1,800, dakika 60) Jumanne, 24 Novemba, saa 4 asubuhi (10:00), katika Argwings Kodhek Road, mkabala na Yaya Centre, Kilimani, Nairobi.',
        'Ofa: Kes 1,440 (punguzo la 20%, awali Kes 1,800)',
        'Jina langu ni Wanjiru Kamau, simu +254712345678.',
        'Nimesoma sera yenu ya miadi: Unaweza kughairi bila malipo hadi masaa 24 kabla ya miadi yako. Ukighairi baadaye, ada ni 50% ya bei.',
        // The deposit is 30% of the deal price (D31).
        'Malipo ya awali: Kes 432 (30% ya Kes 1,440), kwa M-Pesa kwa Paybill 522211, akaunti GLOW, mkishathibitisha.',
        'Tafadhali thibitisha kama inawezekana. Asante.',
      ].join('\n'),
    );
  });

  test('before and after a request, in Kiswahili (D31, D32)', async ({ page }) => {
    await openAt(page, '/sw/services/tress-lounge', '2026-11-23T10:00:00');
    const about = page.getByRole('region', { name: 'Kuhusu Tress Lounge' });
    await expect(about).toContainText('Saluni ya Kilimani ya kusuka');
    await expect(about).toContainText('Malipo mahali pa hudumaM-Pesa, Pesa taslimu, Kadi');
    await expect(about).toContainText(
      'Sera ya miadiUnaweza kughairi bila malipo hadi masaa 48 kabla ya miadi yako.',
    );
    await expect(about).toContainText(
      'Kwa kawaida jibu hutolewa ndani ya dakika 60 (kufikia Novemba 2026).',
    );
    const form = page.locator('#book form');
    await form.getByLabel('Huduma').selectOption('Matuta');
    await expect(form.getByLabel('Mfanyakazi').getByRole('option')).toHaveText([
      'Yeyote',
      'Achieng Odhiambo: Jumanne–Jumamosi saa 3 asubuhi hadi saa 11 jioni (09:00–17:00)',
      'Dorcas Wanjala: Jumatatu–Jumatano, Ijumaa, Jumamosi saa 2 asubuhi hadi saa 1 usiku (08:00–19:00)',
    ]);
    await form.getByLabel('Mfanyakazi').selectOption('Dorcas Wanjala');
    await form.getByLabel('Siku').selectOption({ label: 'Jumanne, 24 Novemba' });
    await form.getByLabel('Saa').selectOption('10:00');
    await expect(form).toContainText('Malipo ya awali: Kes 600 (40% ya Kes 1,500)');
    await form.getByRole('textbox', { name: 'Jina', exact: true }).fill('Wanjiru Kamau');
    await form.getByLabel('Nambari ya simu ya mkononi').fill('0712 345 678');
    await form.getByRole('button', { name: 'Tuma kwa WhatsApp' }).click();
    const text = new URL(
      (await form.getByRole('link', { name: 'Tuma kwa WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text');
    expect(text).toContain('Na Dorcas Wanjala, ikiwezekana.');
    const next = form.getByRole('region', { name: 'Hatua zinazofuata' });
    await expect(next).toContainText(
      'lipa malipo ya awali ya Kes 600 kwa M-Pesa kwa Paybill 531907',
    );
    await expect(next.getByRole('link', { name: 'Ongeza kwenye kalenda' })).toHaveAttribute(
      'download',
      'ombi-la-miadi.ics',
    );
  });

  test('a request with mistakes says what to fix in Kiswahili', async ({ page }) => {
    await openAt(page, '/sw/services/glow-nail-bar', '2026-11-23T10:00:00');
    const form = page.locator('#book form');
    await form.getByRole('button', { name: 'Tuma kwa WhatsApp' }).click();
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
