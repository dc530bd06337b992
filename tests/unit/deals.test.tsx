import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm } from '@/components/islands/booking-form';
import { listingBySlug } from '@/lib/catalogue';
import { listingIn } from '@/lib/catalogue-words';
import { dictionaryOf } from '@/content/dictionary';
import { listingJsonLd } from '@/lib/listing-structured-data';
import { bestDeals, cardData, DEALS_SHOWN } from '@/lib/listing-card';
import { listingFilters, queryFilters } from '@/lib/search-filters';
import { emptyQuery, parseQuery, serializeQuery } from '@/lib/search';
import { ServiceList } from '@/app/[lang]/(marketing)/services/[slug]/service-list';
import {
  bookableListing,
  bookingFormWords,
} from '@/app/[lang]/(marketing)/services/[slug]/booking-section';
import { renderServer } from './render-server';
import { renderIn } from './root-params';
import { dealLine, dealOption, dealRequest } from '@/lib/deals';
import { sendToHandOver } from './request-forms';

// Glow Nail Bar: Gel manicure Kes 1,800 is 20% off Tue–Thu 10:00–14:00 and Kes 300 off
// Mon–Fri 12:00–15:00, until 30 June 2027; Pedicure Kes 1,500 is 20% off Tue–Thu 10:00–14:00.
const glow = listingBySlug('glow-nail-bar')!;
const listing = bookableListing(glow);
const words = bookingFormWords(dictionaryOf('en'), glow, 'en');

// Monday 23 November 2026, 16:50 in Nairobi.
const NOW = new Date('2026-11-23T16:50:00+03:00').getTime();
const realFetch = globalThis.fetch;
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
  renderIn('en');
});

const optionNames = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, time: string) {
  await user.selectOptions(screen.getByLabelText(/^Service/), 'Gel manicure');
  await user.selectOptions(screen.getByLabelText(/^Day/), '2026-11-24');
  await user.selectOptions(screen.getByLabelText(/^Time/), time);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, time: string) {
  await choose(user, time);
  await user.type(screen.getByLabelText(/^Name/), 'Wanjiru Kamau');
  await user.type(screen.getByLabelText(/^Mobile number/), '0712 345 678');
}

describe('a deal in the booking form', () => {
  it('gives a covered time the deal price, the lowest of the offers, and an uncovered one none', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    await choose(user, '10:00');
    const times = optionNames(/^Time/);
    expect(times).toContain('10:00, deal Kes 1,440');
    // 12:00 is covered by both offers: 20% off (Kes 1,440) beats Kes 300 off (Kes 1,500).
    expect(times).toContain('12:00, deal Kes 1,440');
    expect(times).toContain('14:00, deal Kes 1,500');
    expect(times).toContain('09:00');
    expect(times).toContain('16:00');
    expect(
      screen.getByText('Deal: Kes 1,440 instead of Kes 1,800, 20% off, Tue–Thu, 10:00–14:00.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Time/), '16:00');
    expect(screen.queryByText(/^Deal:/)).not.toBeInTheDocument();
  });

  it('carries the deal in the WhatsApp message', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    jest.spyOn(window, 'open').mockReturnValue(null);
    await fillIn(user, '10:00');
    await sendToHandOver(user, 'Send on WhatsApp');
    const href = screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('text')).toContain(
      'at 10:00, at Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.\nDeal: Kes 1,440 (20% off, was Kes 1,800)\nMy name is Wanjiru Kamau',
    );
  });

  it('sends the deal to the endpoint, and no deal for an uncovered slot', async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="https://forms.example.com/x" />);
    await fillIn(user, '10:00');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/has received your request/);
    const sent = JSON.parse((fetch.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(sent.data.deal).toBe('Kes 1,440 (20% off, was Kes 1,800)');

    await user.selectOptions(screen.getByLabelText(/^Time/), '16:00');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/has received your request/);
    const second = JSON.parse((fetch.mock.calls[1] as [string, RequestInit])[1].body as string);
    expect(second.data.deal).toBe('');
  });

  it('no longer applies once the offer has ended while the form is open', async () => {
    // Tuesday 29 June 2027 evening: 30 June (a Wednesday) is the offer's last day.
    jest.spyOn(Date, 'now').mockReturnValue(new Date('2027-06-29T18:00:00+03:00').getTime());
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Gel manicure');
    await user.selectOptions(screen.getByLabelText(/^Day/), '2027-06-30');
    expect(optionNames(/^Time/)).toContain('10:00, deal Kes 1,440');
    await user.selectOptions(screen.getByLabelText(/^Day/), '2027-07-01');
    expect(optionNames(/^Time/)).toContain('10:00');
    expect(optionNames(/^Time/)).not.toContain('10:00, deal Kes 1,440');
  });

  it('in Kiswahili, on the Swahili clock', async () => {
    const user = userEvent.setup();
    const sw = bookingFormWords(dictionaryOf('sw'), glow, 'sw');
    render(<BookingForm listing={listing} words={sw} endpoint="" />);
    await user.selectOptions(screen.getByLabelText(/^Huduma/), 'Gel manicure');
    await user.selectOptions(screen.getByLabelText(/^Siku/), '2026-11-24');
    await user.selectOptions(screen.getByLabelText(/^Saa/), '10:00');
    expect(optionNames(/^Saa/)).toContain('saa 4 asubuhi (10:00), ofa Kes 1,440');
    expect(
      screen.getByText(
        'Ofa: Kes 1,440 badala ya Kes 1,800, punguzo la 20%, Jumanne–Alhamisi, saa 4 asubuhi hadi saa 8 mchana (10:00–14:00).',
      ),
    ).toBeInTheDocument();
  });
});

describe('a deal in the price list', () => {
  it('shows the normal price struck through, the deal price, when and until when', async () => {
    renderIn('en');
    await renderServer(await ServiceList({ services: glow.services, offers: glow.offers }));
    const gel = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Gel manicure'))!;
    const deals = within(gel).getAllByRole('listitem');
    expect(deals.map((deal) => deal.textContent)).toEqual([
      'Was Kes 1,800 now Kes 1,440 · 20% off · Tue–Thu, 10:00–14:00 · until 30 June 2027',
      'Was Kes 1,800 now Kes 1,500 · Kes 300 off · Mon–Fri, 12:00–15:00 · until 30 June 2027',
    ]);
    // They overlap, Tuesday to Thursday 12:00–14:00: the lower price applies.
    expect(
      within(gel).getByText('Where these deals cover the same time, the lower price applies.'),
    ).toBeInTheDocument();
    expect(deals[0]!.querySelector('s')).toHaveTextContent('Kes 1,800');
    const acrylic = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Acrylic nails'))!;
    expect(acrylic.querySelector('s')).toBeNull();
  });

  it('in Kiswahili, where the services carry their Kiswahili names', async () => {
    renderIn('sw');
    const swGlow = listingIn('glow-nail-bar', 'sw')!;
    await renderServer(await ServiceList({ services: swGlow.services, offers: swGlow.offers }));
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'LI' &&
          node.textContent ===
            'Awali Kes 1,800 sasa Kes 1,500 · punguzo la Kes 300 · Jumatatu–Ijumaa, saa 6 mchana hadi saa 9 mchana (12:00–15:00) · hadi 30 Juni 2027',
      ),
    ).toBeInTheDocument();
    expect(cardData('glow-nail-bar', 'sw').deal).toMatchObject({
      before: 'punguzo la 20% kwa ',
      service: { text: 'Manicure ya gel' },
    });
  });

  it('gives each deal Offer structured data with its price and last day', () => {
    const offers = listingJsonLd(glow, 'en').makesOffer!;
    expect(offers).toContainEqual(
      expect.objectContaining({
        '@type': 'Offer',
        price: 1440,
        priceCurrency: 'KES',
        priceValidUntil: '2027-06-30',
        itemOffered: { '@type': 'Service', name: 'Gel manicure' },
      }),
    );
    expect(offers).toHaveLength(3);
  });
});

describe('deals on /services and in the search', () => {
  it('ranks the shelf by the share saved, capped', () => {
    const shelf = bestDeals();
    expect(shelf.length).toBeGreaterThan(0);
    expect(shelf.length).toBeLessThanOrEqual(DEALS_SHOWN);
    expect(shelf.every((entry) => entry.offers?.length)).toBe(true);
    // Kinyozi Express: Kes 50 off a Kes 200 shave is 25%, the largest share.
    expect(shelf[0]!.id).toBe('kinyozi-express');
    expect(cardData('glow-nail-bar', 'en').deal).toEqual({
      label: 'Deal',
      before: '20% off ',
      service: { text: 'Gel manicure' },
      after: ', Tue–Thu 10:00–14:00',
      ends: '2027-06-30',
      // What the card shows on Tuesdays to Thursdays: the deal's price beside the normal one.
      days: [2, 3, 4],
      price: 'Kes 1,440',
      was: 'Kes 1,800',
    });
  });

  it('filters by deals: a listing with one carries the filter, the query asks for it', () => {
    expect(listingFilters(glow).deal).toEqual(['yes']);
    expect(listingFilters(listingBySlug('tress-lounge')!).deal).toBeUndefined();
    const query = parseQuery('?service=nails&deals=true');
    expect(query.deals).toBe('true');
    expect(serializeQuery(query)).toBe('?service=nails&deals=true');
    expect(queryFilters(query, 1)).toEqual({ deal: 'yes' });
    expect(queryFilters(emptyQuery, 1)).toEqual({});
  });
});

describe('a deal on a service priced per unit (D38)', () => {
  const nailArt = { priceKes: 800, per: { en: 'per set', sw: 'kwa seti' } };
  const applied = { offer: glow.offers![0]!, price: 640 };
  const dealWords = (lang: 'en' | 'sw') => bookingFormWords(dictionaryOf(lang), glow, lang).deal;

  it('says the unit with the deal price and the normal one, in both languages', () => {
    expect(dealLine(nailArt, applied, 'en', dealWords('en'))).toMatch(
      /^Deal: Kes 640 per set instead of Kes 800 per set, /,
    );
    expect(dealRequest(nailArt, applied, 'sw', dealWords('sw'))).toMatch(
      /^Kes 640 kwa seti \(.*, awali Kes 800 kwa seti\)$/,
    );
    expect(dealOption('10:00', applied, nailArt, 'en', dealWords('en'))).toBe(
      '10:00, deal Kes 640 per set',
    );
  });
});
