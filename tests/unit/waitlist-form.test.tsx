import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailHandOff, pinNow, sendToHandOver, whatsappHandOff } from './request-forms';
import { WaitlistForm } from '@/components/islands/waitlist-form';
import { listingBySlug } from '@/lib/catalogue';
import { dictionaryOf } from '@/content/dictionary';
import { waitlistDays, windowTimes } from '@/lib/waitlist-request';
import {
  waitlistFormWords,
  waitlistListing,
} from '@/app/[lang]/(marketing)/services/[slug]/waitlist-section';

const glow = listingBySlug('glow-nail-bar')!;
const listing = waitlistListing(glow);
const words = waitlistFormWords(dictionaryOf('en'), glow, 'en');

// Monday 23 November 2026, 16:50 in Nairobi: Glow is open until 19:00, Sundays 11:00–17:00.
const NOW = '2026-11-23T16:50:00+03:00';

pinNow(NOW);

describe('waitlist days and hours', () => {
  it('offers the next 14 open days from today, today only until closing', () => {
    const days = waitlistDays(glow.hours, new Date(NOW));
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-23');
    expect(days).toContain('2026-11-29'); // a Sunday: Glow opens at 11:00
    const afterClosing = waitlistDays(glow.hours, new Date('2026-11-23T19:30:00+03:00'));
    expect(afterClosing[0]).toBe('2026-11-24');
    // A gym closed on Sundays has none of them.
    const karen = listingBySlug('karen-fitness-hub')!;
    expect(waitlistDays(karen.hours, new Date(NOW))).not.toContain('2026-11-29');
  });

  it('offers window times on the listing’s hours, from first opening to last closing', () => {
    const times = windowTimes(glow.hours, 30);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('19:00');
    expect(times).toContain('10:30');
  });
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Service/), 'Pedicure');
  await user.click(screen.getByRole('checkbox', { name: 'Tuesday 24 November' }));
  await user.click(screen.getByRole('checkbox', { name: 'Thursday 26 November' }));
  await user.selectOptions(screen.getByLabelText(/^From/), '10:00');
  await user.selectOptions(screen.getByLabelText(/^Until/), '14:00');
  await user.type(screen.getByLabelText(/^Name/), 'Wanjiru Kamau');
  await user.type(screen.getByLabelText(/^Mobile number/), '0712 345 678');
}

describe('WaitlistForm', () => {
  beforeEach(() => {
    jest.spyOn(window, 'open').mockReturnValue(null);
  });

  it('asks for at least one day and a window that ends after it starts, beside the fields', async () => {
    const user = userEvent.setup();
    render(<WaitlistForm listing={listing} words={words} endpoint="" />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(14);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Pedicure');
    await user.selectOptions(screen.getByLabelText(/^From/), '14:00');
    await user.selectOptions(screen.getByLabelText(/^Until/), '12:00');
    await user.type(screen.getByLabelText(/^Name/), 'Wanjiru');
    await user.type(screen.getByLabelText(/^Mobile number/), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));

    const days = screen.getByRole('group', { name: /Days that suit you/ });
    expect(days).toHaveFocus();
    expect(days).toHaveAccessibleDescription(/Tick at least one day that suits you\./);
    expect(screen.getByLabelText(/^Until/)).toHaveAccessibleDescription(
      'Choose an end time later than the start time.',
    );
    expect(screen.getByText('2 fields need your attention.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText(/^From/)).toHaveValue('14:00');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Wanjiru');

    await user.click(screen.getByRole('checkbox', { name: 'Friday 27 November' }));
    expect(days).not.toHaveAccessibleDescription(/Tick at least one/);
  });

  it('refuses hours shorter than the chosen service, beside the field', async () => {
    const user = userEvent.setup();
    render(<WaitlistForm listing={listing} words={words} endpoint="" />);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Acrylic nails');
    await user.selectOptions(screen.getByLabelText(/^From/), '10:00');
    await user.selectOptions(screen.getByLabelText(/^Until/), '10:30');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(screen.getByLabelText(/^Until/)).toHaveAccessibleDescription(
      'Choose hours at least as long as the service takes: 1 h 30 min.',
    );
    expect(screen.queryByRole('link', { name: 'Send on WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows the price, the policy and the deposit before sending', async () => {
    const user = userEvent.setup();
    render(<WaitlistForm listing={listing} words={words} endpoint="" />);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Pedicure');
    expect(screen.getByText('Kes 1,500')).toBeInTheDocument();
    expect(screen.getByText(/^Free cancellation until 24 hours before/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deposit: Kes 450 (30% of Kes 1,500), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms. Nothing is paid on this page.',
      ),
    ).toBeInTheDocument();
  });

  it('writes a per-unit price and its deposit with the unit, in both languages (D38)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<WaitlistForm listing={listing} words={words} endpoint="" />);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'Nail art');
    expect(screen.getByText('Kes 800 per set')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deposit: Kes 240 per set (30% of Kes 800 per set), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms. Nothing is paid on this page.',
      ),
    ).toBeInTheDocument();
    unmount();
    const sw = waitlistFormWords(dictionaryOf('sw'), glow, 'sw');
    render(<WaitlistForm listing={listing} words={sw} endpoint="" />);
    await user.selectOptions(
      screen.getByLabelText(new RegExp(`^${sw.labels.service}`)),
      'Nail art',
    );
    expect(screen.getByText('Kes 800 kwa seti')).toBeInTheDocument();
    expect(
      screen.getByText(/^Malipo ya awali: Kes 240 kwa seti \(30% ya Kes 800 kwa seti\)/),
    ).toBeInTheDocument();
  });

  it('names the start and end of the window in words when they are left empty', async () => {
    const user = userEvent.setup();
    render(<WaitlistForm listing={listing} words={words} endpoint="" />);
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(screen.getByLabelText(/^From/)).toHaveAccessibleDescription(/Choose a start time\.$/);
    expect(screen.getByLabelText(/^Until/)).toHaveAccessibleDescription(/Choose an end time\.$/);
  });

  it('names them in Kiswahili too', async () => {
    const user = userEvent.setup();
    const sw = waitlistFormWords(dictionaryOf('sw'), glow, 'sw');
    render(<WaitlistForm listing={listing} words={sw} endpoint="" />);
    await user.click(screen.getByRole('button', { name: sw.fallback.whatsapp }));
    expect(screen.getByLabelText(new RegExp(`^${sw.labels.from}`))).toHaveAccessibleDescription(
      /Chagua saa ya kuanzia\.$/,
    );
    expect(screen.getByLabelText(new RegExp(`^${sw.labels.to}`))).toHaveAccessibleDescription(
      /Chagua saa ya mwisho\.$/,
    );
  });

  it('without an endpoint, writes every field and the price into WhatsApp and an email to the business', async () => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(<WaitlistForm listing={listing} words={words} endpoint="" />);
    await fillIn(user);
    await sendToHandOver(user, 'Send on WhatsApp');

    const message = [
      'Hello Glow Nail Bar, no time suits me at the moment for Pedicure (Kes 1,500). Please contact me if a place frees up on Tuesday 24 November; Thursday 26 November, between 10:00 and 14:00, at Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.',
      'My name is Wanjiru Kamau, mobile +254712345678.',
      'I have read your booking policy: Free cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price.',
      'Deposit: Kes 450 (30% of Kes 1,500), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
      'Thank you.',
    ].join('\n');
    expect(whatsappHandOff('Send on WhatsApp')).toEqual({
      chat: 'https://wa.me/254012483091',
      text: message,
    });
    // Glow's listing gives an email address: the email goes to it, and the words say so (D32).
    expect(emailHandOff('Send by email')).toEqual({
      to: 'bookings.glownailbar@example.com',
      subject: 'Waitlist request for Glow Nail Bar',
      body: message,
    });
    expect(
      screen.getByText(
        'WhatsApp opens with your message to Glow Nail Bar: press send there. Nothing is sent until you do, and nothing is booked until Glow Nail Bar replies. No WhatsApp? Send the same message by SMS or email, or copy it.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Glow Nail Bar receives your request, by WhatsApp or email, only to contact you if a place frees up\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/not switched on|version of the site/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    // What happens next: the listing contacts her; the deposit, once it does.
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('Glow Nail Bar will contact you if a place frees up.');
    expect(next).toHaveTextContent('pay the deposit of Kes 450 by M-Pesa to Paybill 522211');
    // It promises nothing.
    expect(screen.queryByText(/you're on the list|position/i)).not.toBeInTheDocument();
  });

  it('for a listing without an email address, hands the email to Miadi, naming the business', async () => {
    const user = userEvent.setup();
    const withoutEmail = { ...glow };
    delete withoutEmail.email;
    render(
      <WaitlistForm
        listing={waitlistListing(withoutEmail)}
        words={waitlistFormWords(dictionaryOf('en'), withoutEmail, 'en')}
        endpoint=""
      />,
    );
    await fillIn(user);
    await sendToHandOver(user, 'Send on WhatsApp');
    expect(emailHandOff('Send by email').to).toBe('hello@miadi.co.ke');
    expect(
      screen.getByText(
        'WhatsApp opens with your message to Glow Nail Bar: press send there. Nothing is sent until you do, and nothing is booked until Glow Nail Bar replies. No WhatsApp? Send the same message by SMS, or by email to Miadi at hello@miadi.co.ke, who pass it on to Glow Nail Bar, or copy it.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Glow Nail Bar receives your request on WhatsApp; by email, Miadi’s team receives it and passes it to Glow Nail Bar\./,
      ),
    ).toBeVisible();
  });

  it('with an endpoint, posts the request as "waitlist" and says nothing is promised', async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(
      <WaitlistForm listing={listing} words={words} endpoint="https://forms.example.com/miadi" />,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(
      await screen.findByText(
        'Thank you, it’s on its way. Glow Nail Bar will contact you if a place frees up. Nothing is booked and no place is promised.',
      ),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/miadi');
    expect(JSON.parse(init.body as string)).toEqual({
      form: 'waitlist',
      data: {
        listing: 'glow-nail-bar',
        source: 'listing',
        service: 'Pedicure',
        price: 'Kes 1,500',
        days: '2026-11-24,2026-11-26',
        from: '10:00',
        to: '14:00',
        name: 'Wanjiru Kamau',
        phone: '254712345678',
        deposit: 'Kes 450 (30% of Kes 1,500), by M-Pesa to Paybill 522211, account GLOW',
        policy: expect.stringMatching(
          /^Free cancellation until 24 hours before your appointment\. .* You may arrive up to 15 minutes late\.$/,
        ),
      },
    });
  });

  it('in Kiswahili: the days, the Swahili clock and the message', async () => {
    const user = userEvent.setup();
    const sw = waitlistFormWords(dictionaryOf('sw'), glow, 'sw');
    render(<WaitlistForm listing={listing} words={sw} endpoint="" inFrame />);
    await user.selectOptions(screen.getByLabelText(/^Huduma/), 'Pedicure');
    await user.click(screen.getByRole('checkbox', { name: 'Jumanne, 24 Novemba' }));
    await user.selectOptions(
      screen.getByLabelText(/^Kuanzia/),
      within(screen.getByLabelText(/^Kuanzia/)).getByRole('option', {
        name: 'saa 4 asubuhi (10:00)',
      }),
    );
    await user.selectOptions(screen.getByLabelText(/^Hadi/), '14:00');
    await user.type(screen.getByLabelText(/^Jina(?! lake)/), 'Wanjiru Kamau');
    await user.type(screen.getByLabelText(/^Nambari ya simu/), '0712 345 678');
    await sendToHandOver(user, 'Tuma kwa WhatsApp');
    expect(screen.getByRole('link', { name: /Tuma kwa WhatsApp/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(whatsappHandOff(/Tuma kwa WhatsApp/).text).toBe(
      [
        'Habari Glow Nail Bar, kwa sasa hakuna saa inayonifaa kwa Pedicure (Kes 1,500). Tafadhali wasiliana nami nafasi ikipatikana Jumanne, 24 Novemba, kati ya saa 4 asubuhi (10:00) na saa 8 mchana (14:00), katika Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.',
        'Jina langu ni Wanjiru Kamau, simu +254712345678.',
        'Nimesoma sera yenu ya miadi: Unaweza kughairi bila malipo hadi masaa 24 kabla ya miadi yako. Ukighairi baadaye, ada ni 50% ya bei.',
        'Malipo ya awali: Kes 450 (30% ya Kes 1,500), kwa M-Pesa kwa Paybill 522211, akaunti GLOW, mkishathibitisha.',
        'Asante.',
      ].join('\n'),
    );
  });
});
