import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm, type BookableListing } from '@/components/islands/booking-form';
import { listingBySlug } from '@/lib/catalogue';
import { dictionaryOf } from '@/content/dictionary';
import { BOOK_SERVICE_ATTRIBUTE } from '@/lib/booking-request';
import { nodeFetch, startEndpoint } from './local-endpoint';
import { sendToHandOver } from './request-forms';
import {
  bookableListing,
  bookingFormWords,
} from '@/app/[lang]/(marketing)/services/[slug]/booking-section';

const glow = listingBySlug('glow-nail-bar')!;
// As the page hands it over: the team with when each works (Njeri Wambui, her own listing's).
const listing: BookableListing = {
  id: glow.id,
  name: glow.name,
  whatsapp: glow.whatsapp,
  hours: glow.hours,
  booking: glow.booking,
  services: glow.services,
  team: bookableListing(glow).team!,
  deposit: glow.deposit!,
  email: glow.email!,
  freeCancellationHours: glow.policy!.freeCancellationHours!,
  address: 'Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi',
};
const POLICY =
  'Free cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price. Not coming costs the full price. A deposit is returned when you cancel in time. You may arrive up to 15 minutes late.';
const words = bookingFormWords(dictionaryOf('en'), glow, 'en');

// Monday 23 November 2026, 16:50 in Nairobi: Glow closes at 19:00 and books an hour ahead.
const NOW = new Date('2026-11-23T16:50:00+03:00').getTime();

const realFetch = globalThis.fetch;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
});

const options = (label: string) =>
  Array.from((screen.getByLabelText(new RegExp(`^${label}`)) as HTMLSelectElement).options)
    .map((option) => option.value)
    .filter(Boolean);

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = '0712 345 678') {
  await user.selectOptions(screen.getByLabelText(/^Service/), 'Gel manicure');
  await user.selectOptions(screen.getByLabelText(/^Day/), '2026-11-24');
  await user.selectOptions(screen.getByLabelText(/^Time/), '10:00');
  await user.type(screen.getByLabelText(/^Name/), 'Wanjiru Kamau');
  await user.type(screen.getByLabelText(/^Mobile number/), phone);
  await user.type(screen.getByLabelText(/^Note/), 'Short almond nails, please');
}

describe('BookingForm', () => {
  it('offers only free slots on Nairobi’s clock for the chosen service', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    expect(options('Day')).toEqual([]);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Gel manicure');
    // Today still has 18:00 (an hour's notice, ends at closing); then the next 13 days.
    const days = options('Day');
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-23');
    await user.selectOptions(screen.getByLabelText(/^Day/), '2026-11-23');
    expect(options('Time')).toEqual(['18:00']);
    // A 90-minute service no longer fits today, so the day is cleared with it.
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Acrylic nails');
    expect(screen.getByLabelText(/^Day/)).toHaveValue('');
    expect(options('Day')[0]).toBe('2026-11-24');
  });

  it('says what is wrong beside each field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    await user.type(screen.getByLabelText(/^Name/), 'Wanjiru');
    await user.type(screen.getByLabelText(/^Mobile number/), '0812 345 678');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(screen.getByLabelText(/^Service/)).toHaveFocus();
    expect(screen.getByLabelText(/^Service/)).toHaveAccessibleDescription('Choose your service.');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      /Enter a Kenyan mobile number like 0712 345 678/,
    );
    expect(screen.getByText('4 fields need your attention.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Wanjiru');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('0812 345 678');
  });

  it('offers the team members who do the chosen service, and anyone (D31)', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    const member = screen.getByLabelText(/^Team member/);
    expect(member).toHaveAccessibleDescription(
      'Listed: those who do the chosen service and work on the chosen day and time, with the days and hours each works.',
    );
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Gel manicure');
    expect(options('Team member')).toEqual(['Njeri Wambui', 'Esther Atieno']);
    await user.selectOptions(member, 'Esther Atieno');
    // Esther does no pedicures: the choice goes back to anyone, and Mary is offered.
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Pedicure');
    expect(member).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Anyone' })).toBeInTheDocument();
    expect(options('Team member')).toEqual(['Njeri Wambui', 'Mary Nduta']);
  });

  it('agrees with each member’s working days and hours (D38)', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    const member = screen.getByLabelText(/^Team member/);
    // Without a service or a day, the whole team, each with the days and hours she works.
    expect(
      screen.getByRole('option', { name: 'Njeri Wambui: Mon–Sat 10:00–18:00' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', {
        name: 'Esther Atieno: Mon, Tue, Thu–Sat 09:00–19:00, Sun 11:00–17:00',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Gel manicure');
    // Njeri works Monday to Saturday, 10:00 to 18:00 (her own page's hours): no Sunday, and an
    // hour's manicure starts from 10:00 to 17:00.
    await user.selectOptions(member, 'Njeri Wambui');
    expect(options('Day')).not.toContain('2026-11-29');
    await user.selectOptions(screen.getByLabelText(/^Day/), '2026-11-24');
    expect(options('Time')[0]).toBe('10:00');
    expect(options('Time').at(-1)).toBe('17:00');
    // Anyone: Esther works Sunday, and from 09:00 on a Tuesday.
    await user.selectOptions(member, '');
    expect(options('Day')).toContain('2026-11-29');
    expect(options('Time')[0]).toBe('09:00');
    // A time limits the team to those working then, and Anyone stays while someone is.
    await user.selectOptions(screen.getByLabelText(/^Time/), '09:00');
    expect(options('Team member')).toEqual(['Esther Atieno']);
    expect(screen.getByRole('option', { name: 'Anyone' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Day/), '2026-11-29');
    expect(options('Team member')).toEqual(['Esther Atieno']);
    // Esther has Wednesdays off: choosing her takes Wednesday out of the days.
    await user.selectOptions(member, 'Esther Atieno');
    expect(options('Day')).not.toContain('2026-11-25');
    expect(options('Day')).toContain('2026-11-29');
  });

  it('shows the policy and the deposit for the chosen service above the send button', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    expect(screen.getByText(POLICY)).toBeInTheDocument();
    // Labelled before a service is chosen too.
    expect(
      screen.getByText(
        'Deposit: 30% of the price (after any deal), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms your booking.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Acrylic nails');
    expect(
      screen.getByText(
        'Deposit: Kes 1,050 (30% of Kes 3,500), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms. Nothing is paid on this page.',
      ),
    ).toBeInTheDocument();
    // Nothing in the form's order puts the summary after the button.
    const button = screen.getByRole('button', { name: 'Send on WhatsApp' });
    expect(
      screen.getByText(POLICY).compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says before sending when a time is inside the free-cancellation window', async () => {
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    const warning = 'This time is less than 24 hours away, so cancelling it is already not free.';
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Gel manicure');
    await user.selectOptions(screen.getByLabelText(/^Day/), '2026-11-24');
    // 16:50 now: tomorrow at 18:00 is more than 24 hours away, at 10:00 less.
    await user.selectOptions(screen.getByLabelText(/^Time/), '18:00');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Time/), '10:00');
    expect(screen.getByText(warning)).toBeInTheDocument();
  });

  it('takes the service, day and time carried in the address, once the page is up', async () => {
    window.history.replaceState(
      null,
      '',
      '/services/glow-nail-bar?service=gel%20manicure&date=2026-11-24&time=10:00',
    );
    try {
      render(<BookingForm listing={listing} words={words} endpoint="" />);
      expect(await screen.findByDisplayValue(/^Gel manicure/)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Day/)).toHaveValue('2026-11-24');
      expect(screen.getByLabelText(/^Time/)).toHaveValue('10:00');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says a carried time that has passed, and asks again', async () => {
    // 16:50 now: 10:00 today has passed.
    window.history.replaceState(null, '', '/?service=Pedicure&date=2026-11-23&time=10:00');
    try {
      render(<BookingForm listing={listing} words={words} endpoint="" />);
      expect(
        await screen.findByText(
          'The time you chose, Monday 23 November, 10:00, has passed. Choose another day and time.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Service/)).toHaveValue('Pedicure');
      expect(screen.getByLabelText(/^Day/)).toHaveValue('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('leads a carried class to the timetable, in both languages (D38)', async () => {
    const gym = listingBySlug('karen-fitness-hub')!;
    window.history.replaceState(null, '', '/?service=reformer%20pilates%20class&date=2026-11-24');
    try {
      for (const lang of ['en', 'sw'] as const) {
        const { unmount } = render(
          <BookingForm
            listing={bookableListing(gym)}
            words={bookingFormWords(dictionaryOf(lang), gym, lang)}
            endpoint=""
          />,
        );
        const name =
          lang === 'en'
            ? 'Reformer Pilates class is a class with its own times: choose one in the class timetable.'
            : 'Reformer Pilates class ni darasa lenye saa zake: chagua moja kwenye ratiba ya madarasa.';
        expect(await screen.findByRole('link', { name })).toHaveAttribute('href', '#classes');
        expect(screen.getByLabelText(lang === 'en' ? /^Service/ : /^Huduma/)).toHaveValue('');
        unmount();
      }
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows a per-unit price with its unit in the service list, the deposit, the message and the calendar file (D38)', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockReturnValue(null);
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    expect(
      screen.getByRole('option', { name: 'Nail art: Kes 800 per set, 30 min' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Nail art');
    await user.selectOptions(screen.getByLabelText(/^Day/), '2026-11-25');
    await user.selectOptions(screen.getByLabelText(/^Time/), '13:30');
    await user.type(screen.getByLabelText(/^Name/), 'Wanjiru Kamau');
    await user.type(screen.getByLabelText(/^Mobile number/), '0712 345 678');
    // The deposit is a share of a price per set: per set too, wherever it is written.
    expect(
      screen.getByText(
        'Deposit: Kes 240 per set (30% of Kes 800 per set), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms. Nothing is paid on this page.',
      ),
    ).toBeInTheDocument();
    await sendToHandOver(user, 'Send on WhatsApp');
    const whatsapp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text');
    expect(text).toContain('Nail art (Kes 800 per set, 30 min)');
    expect(text).toContain(
      'Deposit: Kes 240 per set (30% of Kes 800 per set), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
    );
    const due =
      'Once they confirm, pay the deposit of Kes 240 per set by M-Pesa to Paybill 522211, account GLOW. Nothing has been paid yet.';
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(due);
    const calendar = within(next).getByRole('link', { name: 'Add to calendar' });
    const ics = decodeURIComponent(calendar.getAttribute('href')!.split(',').slice(1).join(','));
    expect(ics.replace(/\r\n /g, '')).toContain(`${due.replaceAll(',', '\\,')}`);
    const sw = bookingFormWords(dictionaryOf('sw'), glow, 'sw');
    render(<BookingForm listing={listing} words={sw} endpoint="" />);
    expect(
      screen.getByRole('option', { name: 'Nail art: Kes 800 kwa seti, dakika 30' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('picks the service a Book link names', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#book" {...{ [BOOK_SERVICE_ATTRIBUTE]: 'Pedicure' }}>
          Book Pedicure
        </a>
        <BookingForm listing={listing} words={words} endpoint="" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Book Pedicure' }));
    expect(screen.getByLabelText(/^Service/)).toHaveValue('Pedicure');
  });

  it('without an endpoint, the button sends it on WhatsApp in one press, with SMS, email and the text beside it', async () => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words} endpoint="" />);
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText(/^Team member/), 'Esther Atieno');
    await sendToHandOver(user, 'Send on WhatsApp');

    const whatsapp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(open).toHaveBeenCalledWith(whatsapp.getAttribute('href'), '_blank', 'noopener');
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/254012483091');
    const message = [
      'Hello Glow Nail Bar, I would like to book Gel manicure (Kes 1,800, 1 h) on Tuesday 24 November at 10:00, at Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.',
      'With Esther Atieno, if possible.',
      'My name is Wanjiru Kamau, mobile +254712345678.',
      'I have read your booking policy: Free cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price.',
      'Deposit: Kes 540 (30% of Kes 1,800), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
      'Note: Short almond nails, please',
      'Please confirm if this works. Thank you.',
    ].join('\n');
    expect(href.searchParams.get('text')).toBe(message);
    // The result takes focus, so it is in view and read out.
    const handOff = screen.getByRole('region', { name: 'Send this request to Glow Nail Bar' });
    expect(handOff).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Send by SMS' })).toHaveAttribute(
      'href',
      `sms:+254012483091?body=${encodeURIComponent(message)}`,
    );
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(message);
    expect(screen.getByRole('button', { name: 'Copy the message' })).toBeInTheDocument();
    // Glow gives an address of its own: the email goes to it, not to Miadi (D32).
    expect(screen.getByRole('link', { name: 'Send by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^mailto:bookings\.glownailbar@example\.com\?subject=Booking%20request%20for%20Glow/,
      ),
    );
    expect(screen.getByText(/Nothing is sent until you do/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    // What happens next (D32): who confirms and how soon, the deposit, how to cancel.
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(
      'Glow Nail Bar confirms by WhatsApp, usually within 45 minutes (as of November 2026).',
    );
    expect(next).toHaveTextContent(
      'Once they confirm, pay the deposit of Kes 540 by M-Pesa to Paybill 522211, account GLOW. Nothing has been paid yet.',
    );
    expect(next).toHaveTextContent(
      'To cancel or change the request, reply to their WhatsApp message or write to Glow Nail Bar on WhatsApp at +254 012 483 091.',
    );
    const calendar = within(next).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', 'booking-request.ics');
    const ics = decodeURIComponent(calendar.getAttribute('href')!.split(',').slice(1).join(','));
    expect(ics).toContain('DTSTART;TZID=Africa/Nairobi:20261124T100000\r\n');
    expect(ics).toContain('DTEND;TZID=Africa/Nairobi:20261124T110000\r\n');
    expect(ics).toContain('STATUS:TENTATIVE\r\n');
    expect(ics).toContain('SUMMARY:Gel manicure at Glow Nail Bar (requested)\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'LOCATION:Glow Nail Bar\\, Argwings Kodhek Road\\, opposite Yaya Centre\\, Kilimani\\, Nairobi',
    );
  });

  it('with an endpoint, keeps everything on failure and sends the same on retry', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500 })
      .mockResolvedValueOnce({ ok: true, status: 200 });
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(
      <BookingForm listing={listing} words={words} endpoint="https://forms.example.com/miadi" />,
    );
    await fillIn(user, '+254 712-345-678');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(/the server answered 500/)).toBeInTheDocument();
    expect(screen.queryByText(/has received your request/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Wanjiru Kamau');
    expect(screen.getByLabelText(/^Time/)).toHaveValue('10:00');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const status = await screen.findByText(
      /Miadi has received your request and passes it to Glow Nail Bar now\. Nothing is booked until they confirm\./,
    );
    // Received, and by whom: the result takes focus, after a press or an Enter alike.
    expect(status).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/miadi');
    expect(JSON.parse(init.body as string)).toEqual({
      form: 'booking',
      data: {
        listing: 'glow-nail-bar',
        source: 'listing',
        service: 'Gel manicure',
        date: '2026-11-24',
        time: '10:00',
        name: 'Wanjiru Kamau',
        phone: '254712345678',
        // For herself: no one else's name or number is sent (D37).
        bookedFor: 'me',
        note: 'Short almond nails, please',
        // This listing has no deals here (tests/unit/deals.test.tsx has them).
        deal: '',
        member: '',
        deposit: 'Kes 540 (30% of Kes 1,800), by M-Pesa to Paybill 522211, account GLOW',
        policy: POLICY,
      },
    });
    expect(fetch.mock.calls[0]![1].body).toBe(init.body);
    expect(screen.getByRole('region', { name: 'What happens next' })).toBeInTheDocument();
    expect(within(status.closest('form')!).queryByText(/confirmed/i)).not.toBeInTheDocument();
  });

  it('in Kiswahili: labels, days, the Swahili clock, errors and the WhatsApp message', async () => {
    const user = userEvent.setup();
    const sw = bookingFormWords(dictionaryOf('sw'), glow, 'sw');
    render(<BookingForm listing={listing} words={sw} endpoint="" />);
    jest.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Tuma kwa WhatsApp' }));
    expect(screen.getByLabelText(/^Huduma/)).toHaveAccessibleDescription('Chagua huduma.');

    await user.selectOptions(screen.getByLabelText(/^Huduma/), 'Pedicure');
    const day = screen.getByRole('option', { name: 'Jumatano, 25 Novemba' });
    await user.selectOptions(screen.getByLabelText(/^Siku/), day);
    const time = screen.getByRole('option', { name: 'saa 7:30 mchana (13:30)' });
    await user.selectOptions(screen.getByLabelText(/^Saa/), time);
    await user.type(screen.getByLabelText(/^Jina(?! lake)/), 'Wanjiru Kamau');
    await user.type(screen.getByLabelText(/^Nambari ya simu/), '0712 345 678');
    await user.type(screen.getByLabelText(/^Maelezo/), 'Mara ya kwanza');
    await sendToHandOver(user, 'Tuma kwa WhatsApp');

    const whatsapp = screen.getByRole('link', { name: 'Tuma kwa WhatsApp' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
      [
        'Habari Glow Nail Bar, ningependa kuweka miadi ya Pedicure (Kes 1,500, dakika 60) Jumatano, 25 Novemba, saa 7:30 mchana (13:30), katika Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.',
        'Jina langu ni Wanjiru Kamau, simu +254712345678.',
        'Nimesoma sera yenu ya miadi: Unaweza kughairi bila malipo hadi masaa 24 kabla ya miadi yako. Ukighairi baadaye, ada ni 50% ya bei.',
        'Malipo ya awali: Kes 450 (30% ya Kes 1,500), kwa M-Pesa kwa Paybill 522211, akaunti GLOW, mkishathibitisha.',
        'Maelezo: Mara ya kwanza',
        'Tafadhali thibitisha kama inawezekana. Asante.',
      ].join('\n'),
    );
    expect(screen.getByRole('link', { name: 'Tuma kwa barua pepe' })).toHaveAttribute(
      'href',
      expect.stringContaining(`subject=${encodeURIComponent('Ombi la miadi kwa Glow Nail Bar')}`),
    );
  }, 20_000);

  describe('in the booking widget’s frame (D27)', () => {
    it('opens the hand-overs and the privacy notice in a new tab, and says so', async () => {
      const user = userEvent.setup();
      render(<BookingForm listing={listing} words={words} endpoint="" inFrame />);
      const privacy = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
      expect(privacy).toHaveAttribute('target', '_blank');
      jest.spyOn(window, 'open').mockReturnValue(null);
      await fillIn(user);
      await sendToHandOver(user, 'Send on WhatsApp');
      for (const name of ['Send on WhatsApp', 'Send by SMS', 'Send by email']) {
        const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener');
      }
    });

    it('posts the request as the listing page does, marked as from the widget', async () => {
      const endpoint = await startEndpoint([200]);
      globalThis.fetch = nodeFetch;
      try {
        const user = userEvent.setup();
        render(<BookingForm listing={listing} words={words} endpoint={endpoint.url} inFrame />);
        await fillIn(user);
        await user.click(screen.getByRole('button', { name: 'Send request' }));
        expect(await screen.findByText(/passes it to Glow Nail Bar now/)).toHaveFocus();
        expect(endpoint.bodies).toEqual([
          {
            form: 'booking',
            data: expect.objectContaining({
              listing: 'glow-nail-bar',
              source: 'embed',
              service: 'Gel manicure',
              date: '2026-11-24',
              time: '10:00',
              phone: '254712345678',
            }),
          },
        ]);
      } finally {
        await endpoint.close();
      }
    });
  });
});

describe('the note’s hint', () => {
  /** The note's hint on the form of a listing of `category`. */
  const noteHint = (category: string, lang: 'en' | 'sw' = 'en') => {
    const { unmount } = render(
      <BookingForm
        listing={listing}
        words={bookingFormWords(dictionaryOf(lang), { ...glow, category }, lang)}
        endpoint=""
      />,
    );
    const note = screen.getByRole('textbox', { name: lang === 'en' ? /^Note/ : /^Maelezo/ });
    const hint = note.getAttribute('aria-describedby')!;
    const text = hint
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    unmount();
    return text;
  };

  it('follows the listing’s category: no hair length for nails or a gym', () => {
    expect(noteHint('nail-spa')).toMatch(/a shape or colour/);
    expect(noteHint('nail-spa')).not.toMatch(/hair/);
    expect(noteHint('gym')).not.toMatch(/hair/);
  });

  it('asks a gym’s customer about fitness, and a salon’s about hair', () => {
    expect(noteHint('gym')).toMatch(/your fitness level/);
    expect(noteHint('hair-salon')).toMatch(/hair length/);
    expect(noteHint('gym', 'sw')).toMatch(/kiwango chako cha mazoezi/);
  });

  it('says nothing of a trade for a category it has no words for', () => {
    expect(noteHint('tattoo')).toBe('Anything they should know, such as a first visit.');
  });
});
