import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WeeklyClass } from '@/lib/classes';
import { classKey } from '@/lib/waitlist-request';
import { dictionaryOf } from '@/content/dictionary';
import { dealRequest } from '@/lib/deals';
import { offerFor, type Offer } from '@/lib/offers';
import { depositAmount, depositTo, policyText } from '@/lib/booking-policy';
import { priceWithUnit, type Unit } from '@/lib/unit-price';
import type { BookingPolicy, Deposit } from '@/lib/catalogue';
import { fill } from '@/lib/template';
import { formatKes } from '@/lib/money';

// Forms with an endpoint (D27): npm run test:scale builds with NEXT_PUBLIC_FORM_ENDPOINT set to
// a local address, and this file stands up the form service there, so a request is seen as the
// platform receives it. The default build, which the other browser tests use, has none.

const endpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT ?? '';
type Posted = { form: string; data: Record<string, string> };
let posted: Posted[] = [];
let sink: Server;
let host: Server;
let hostOrigin: string;

type Entry = {
  classes?: WeeklyClass[];
  id: string;
  name: string;
  hours: { days: number[] }[];
  services: { name: string; priceKes: number; per?: Unit; sw?: { name: string } }[];
  offers?: Offer[];
  team?: { name: string; services?: string[] }[];
  policy?: BookingPolicy;
  deposit?: Deposit;
};
const { listings } = JSON.parse(readFileSync('.catalogue/catalogue.json', 'utf8')) as {
  listings: Entry[];
};
// Open on Tuesdays, so a time is free the day after the clock below.
const listing = listings.find((entry) => entry.hours.some((period) => period.days.includes(2)))!;

/** A class's price in its request: its service's, where it is booked as one; none otherwise. */
function classPrice(gym: Entry, entry: WeeklyClass) {
  const service = gym.services.find(({ name }) => name === entry.service);
  return service ? { price: formatKes(service.priceKes) } : {};
}

test.beforeAll(async ({ baseURL }) => {
  expect(endpoint, 'npm run test:scale builds with NEXT_PUBLIC_FORM_ENDPOINT').toMatch(
    /^http:\/\/localhost:\d+\//,
  );
  sink = createServer((req, res) => {
    // A cross-origin JSON POST: the browser asks first.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    if (req.method !== 'POST') return res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posted.push(JSON.parse(body) as Posted);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(Number(new URL(endpoint).port), resolve));

  const site = new URL(baseURL!).origin;
  host = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Owner</title></head><body><h1>${listing.name}</h1><div data-miadi-booking="${listing.id}"></div><script src="${site}/embed.js" async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await Promise.all([sink, host].map((s) => new Promise((resolve) => s?.close(resolve))));
});

test.beforeEach(() => {
  posted = [];
});

/** Monday 23 November 2026, 10:00 in Nairobi. */
async function atMondayTen(page: Page) {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+03:00') });
}

/** Fills the booking request for Tuesday 24 November, first service and first time. */
async function requestTuesday(form: Locator | FrameLocator) {
  const send = form.getByRole('button', { name: 'Send request' });
  await expect(send).toBeEnabled();
  await form.getByLabel('Service').selectOption(listing.services[0]!.name);
  await form.getByLabel('Day').selectOption({ label: 'Tuesday 24 November' });
  const time = form.getByLabel('Time');
  const first = await time.locator('option:not([value=""])').first().getAttribute('value');
  await time.selectOption(first!);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wanjiru Kamau');
  await form.getByLabel('Mobile number').fill('0712 345 678');
  await form.getByLabel(/Note/).fill('First visit');
  // A named team member where the business has a team (D31).
  let member = '';
  if (listing.team?.length) {
    const members = form.getByLabel('Team member');
    member = (await members.locator('option:not([value=""])').first().getAttribute('value')) ?? '';
    if (member) await members.selectOption(member);
  }
  await send.click();
  // Received, and by whom (issue 50); the result takes focus.
  await expect(form.getByText(/Miadi has received your request and passes it to/)).toBeFocused();
  return { time: first!, member };
}

test('a booking request from the widget on an owner’s site reaches the endpoint, marked embed', async ({
  page,
}) => {
  await atMondayTen(page);
  await page.goto(hostOrigin);
  // The booking request: the first of the widget's forms (the waitlist follows it).
  const { time, member } = await requestTuesday(
    page.frameLocator(`iframe[src$="/embed/${listing.id}"]`).locator('form').first(),
  );
  // The deal the slot gets, if the generator gave the listing one that covers it (D28).
  const service = listing.services[0]!;
  const applied = offerFor(listing.offers ?? [], service, '2026-11-24', time);
  const { bookingDeal, dealText } = dictionaryOf('en').deals;
  const { perUnit } = dictionaryOf('en').services.cardText;
  const deal = applied
    ? dealRequest(service, applied, 'en', { ...bookingDeal, text: dealText, perUnit })
    : '';
  // The deposit on the price after the deal, and the policy as the form showed it (D31).
  const terms = dictionaryOf('en').bookingTerms.bookingTerms;
  const price = applied?.price ?? service.priceKes;
  const deposit = listing.deposit
    ? fill(terms.request.depositValue, {
        amount: depositAmount(listing.deposit, price, terms.deposit, (kes) =>
          priceWithUnit(kes, service.per, 'en', perUnit),
        ),
        to: depositTo(listing.deposit, terms.deposit),
      })
    : '';
  expect(posted).toEqual([
    {
      form: 'booking',
      data: {
        listing: listing.id,
        source: 'embed',
        // For herself (D37): no guest's name or number.
        bookedFor: 'me',
        service: listing.services[0]!.name,
        date: '2026-11-24',
        time,
        name: 'Wanjiru Kamau',
        phone: '254712345678',
        note: 'First visit',
        deal,
        member,
        deposit,
        policy: policyText(listing, terms.policy, 'en'),
      },
    },
  ]);
  // The owner's page is where it was.
  expect(page.url()).toBe(`${hostOrigin}/`);
});

test('the same request from the listing’s own page is marked listing', async ({ page }) => {
  await atMondayTen(page);
  await page.goto(`/services/${listing.id}`);
  await requestTuesday(page.locator('#book form'));
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({
    form: 'booking',
    data: { listing: listing.id, source: 'listing', date: '2026-11-24' },
  });
});

/** The waitlist form's words, as a visitor reads them, in each language. */
const WAITLIST = {
  en: {
    submit: 'Join the waitlist',
    service: 'Service',
    tuesday: 'Tuesday 24 November',
    from: 'From',
    to: 'Until',
    name: 'Name',
    phone: 'Mobile number',
    sent: /will contact you if a place frees up/,
  },
  sw: {
    submit: 'Jiunge na orodha ya kusubiri',
    service: 'Huduma',
    tuesday: 'Jumanne, 24 Novemba',
    from: 'Kuanzia',
    to: 'Hadi',
    name: 'Jina',
    phone: 'Nambari ya simu ya mkononi',
    sent: /watawasiliana nawe nafasi ikipatikana/,
  },
};

/**
 * Joins the waitlist for the first service on Tuesday 24 November, over the widest window,
 * and checks what reached the endpoint: every field, the service as the page names it.
 */
async function joinWaitlist(form: Locator, lang: 'en' | 'sw', source: 'listing' | 'embed') {
  const words = WAITLIST[lang];
  const send = form.getByRole('button', { name: words.submit });
  await expect(send).toBeEnabled();
  await form.getByLabel(words.service).selectOption({ index: 1 });
  const service = await form.getByLabel(words.service).inputValue();
  await form.getByRole('checkbox', { name: words.tuesday }).check();
  const from = form.getByLabel(words.from);
  const times = await from
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await from.selectOption(times[0]!);
  await form.getByLabel(words.to).selectOption(times.at(-1)!);
  await form.getByRole('textbox', { name: words.name, exact: true }).fill('Wanjiru Kamau');
  await form.getByLabel(words.phone).fill('0712 345 678');
  await send.click();
  // The result takes focus; "What happens next" below it says the same in its own list.
  await expect(form.getByText(words.sent).first()).toBeFocused();
  expect(posted).toEqual([
    {
      form: 'waitlist',
      data: {
        listing: listing.id,
        source,
        service,
        // The first service is the one chosen, its price with its unit (D38).
        price: priceWithUnit(
          listing.services[0]!.priceKes,
          listing.services[0]!.per,
          lang,
          dictionaryOf(lang).services.cardText.perUnit,
        ),
        days: '2026-11-24',
        from: times[0],
        to: times.at(-1),
        name: 'Wanjiru Kamau',
        phone: '254712345678',
        // The deposit for the service's price, and the whole policy as the form showed it.
        deposit: expect.any(String),
        policy: policyText(listing, dictionaryOf(lang).bookingTerms.bookingTerms.policy, lang),
      },
    },
  ]);
  return service;
}

test('a waitlist request from the listing’s page reaches the endpoint with every field', async ({
  page,
}) => {
  await atMondayTen(page);
  await page.goto(`/services/${listing.id}`);
  const service = await joinWaitlist(page.locator('#waitlist form'), 'en', 'listing');
  expect(service).toBe(listing.services[0]!.name);
});

test('a class request from the widget reaches the endpoint as a class, with every field', async ({
  page,
}) => {
  const gym = listings.find((entry) => entry.classes?.some((c) => c.spots?.left !== 0))!;
  const open = gym.classes!.find((c) => c.spots?.left !== 0)!;
  await atMondayTen(page);
  await page.goto(`/embed/${gym.id}`);
  const form = page.locator('#class-request form');
  const send = form.getByRole('button', { name: 'Send spot request' });
  // Closed below the booking form until asked for.
  await page.locator('summary', { hasText: 'Request a spot in a class' }).click();
  await expect(send).toBeEnabled();
  await form.getByLabel('Class').selectOption(classKey(open));
  const date = form.getByLabel('Date');
  const first = await date.locator('option:not([value=""])').first().getAttribute('value');
  await date.selectOption(first!);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Mercy Chebet');
  await form.getByLabel('Mobile number').fill('0733 555 111');
  await form.getByLabel(/Note/).fill('First class');
  await send.click();
  await expect(form.getByText(/Miadi has received your request/)).toBeFocused();
  expect(posted).toEqual([
    {
      form: 'class',
      data: {
        listing: gym.id,
        source: 'embed',
        class: open.name,
        ...classPrice(gym, open),
        instructor: open.instructor,
        date: first,
        time: open.starts,
        name: 'Mercy Chebet',
        phone: '254733555111',
        note: 'First class',
        policy: policyText(gym, dictionaryOf('en').bookingTerms.bookingTerms.policy, 'en'),
        ...('price' in classPrice(gym, open) ? { deposit: expect.any(String) } : {}),
      },
    },
  ]);
});

test('in Kiswahili, a waitlist request from the widget reaches the endpoint with every field', async ({
  page,
}) => {
  await atMondayTen(page);
  await page.goto(`/sw/embed/${listing.id}`);
  // Closed below the booking form until asked for.
  await page.locator('summary', { hasText: 'Jiunge na orodha ya kusubiri' }).click();
  const service = await joinWaitlist(page.locator('#waitlist form'), 'sw', 'embed');
  // The service as the page names it: the owner's Kiswahili for it where the data has one.
  const first = listing.services[0]!;
  expect(service).toBe(first.sw?.name ?? first.name);
});

test('in Kiswahili, a class request from the listing’s page reaches the endpoint with every field', async ({
  page,
}) => {
  const gym = listings.find((entry) => entry.classes?.some((c) => c.spots?.left !== 0))!;
  const open = gym.classes!.find((c) => c.spots?.left !== 0)!;
  await atMondayTen(page);
  await page.goto(`/sw/services/${gym.id}`);
  const form = page.locator('#class-request form');
  const send = form.getByRole('button', { name: 'Tuma ombi la nafasi' });
  await expect(send).toBeEnabled();
  await form.getByLabel('Darasa').selectOption(classKey(open));
  const date = form.getByLabel('Tarehe');
  const first = await date.locator('option:not([value=""])').first().getAttribute('value');
  await date.selectOption(first!);
  await form.getByRole('textbox', { name: 'Jina', exact: true }).fill('Mercy Chebet');
  await form.getByLabel('Nambari ya simu ya mkononi').fill('0733 555 111');
  await send.click();
  await expect(form.getByText(/Timu ya Miadi imepokea ombi lako/)).toBeFocused();
  expect(posted).toEqual([
    {
      form: 'class',
      data: {
        listing: gym.id,
        source: 'listing',
        // As the page names it: the owner's Kiswahili where the data has one.
        class: open.sw?.name ?? open.name,
        ...classPrice(gym, open),
        instructor: open.instructor,
        date: first,
        time: open.starts,
        name: 'Mercy Chebet',
        phone: '254733555111',
        note: '',
        policy: policyText(gym, dictionaryOf('sw').bookingTerms.bookingTerms.policy, 'sw'),
        ...('price' in classPrice(gym, open) ? { deposit: expect.any(String) } : {}),
      },
    },
  ]);
});
