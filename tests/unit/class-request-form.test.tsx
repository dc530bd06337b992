import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailHandOff, pinNow, sendToHandOver, whatsappHandOff } from './request-forms';
import { ClassRequestForm } from '@/components/islands/class-request-form';
import { listingBySlug } from '@/lib/catalogue';
import { listingIn } from '@/lib/catalogue-words';
import { dictionaryOf } from '@/content/dictionary';
import { REQUEST_CLASS_ATTRIBUTE } from '@/lib/waitlist-request';
import {
  classFormWords,
  classRequestListing,
  requestableClasses,
} from '@/app/[lang]/(marketing)/services/[slug]/class-timetable';

const karen = listingBySlug('karen-fitness-hub')!;
const listing = classRequestListing(karen);
const classes = requestableClasses(karen, 'en');
const words = classFormWords(dictionaryOf('en'), karen, 'en');
const SPIN = '2-06:30-Spin';
const FULL_PILATES = '3-07:00-Reformer Pilates';

// Monday 23 November 2026, 10:00 in Nairobi.
const NOW = '2026-11-23T10:00:00+03:00';

pinNow(NOW);

const dates = () =>
  Array.from((screen.getByLabelText(/^Date/) as HTMLSelectElement).options)
    .map((option) => option.value)
    .filter(Boolean);

async function fillIn(user: ReturnType<typeof userEvent.setup>, key: string, date: string) {
  await user.selectOptions(screen.getByLabelText(/^Class/), key);
  await user.selectOptions(screen.getByLabelText(/^Date/), date);
  await user.type(screen.getByLabelText(/^Name/), 'Achieng Otieno');
  await user.type(screen.getByLabelText(/^Mobile number/), '0722 123 456');
  await user.type(screen.getByLabelText(/^Note/), 'First class');
}

describe('ClassRequestForm', () => {
  beforeEach(() => {
    jest.spyOn(window, 'open').mockReturnValue(null);
  });

  it('offers the class’s next four dates, and says what is missing beside each field', async () => {
    const user = userEvent.setup();
    render(<ClassRequestForm listing={listing} classes={classes} words={words} endpoint="" />);
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(screen.getByLabelText(/^Class/)).toHaveFocus();
    expect(screen.getByLabelText(/^Class/)).toHaveAccessibleDescription('Choose your class.');
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription(/Choose your date\./);

    await user.selectOptions(screen.getByLabelText(/^Class/), SPIN);
    expect(dates()).toEqual(['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15']);
    expect(screen.getByRole('option', { name: 'Tuesday 24 November' })).toBeInTheDocument();
  });

  it('picks the class a "Request a spot" link names', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#class-request" {...{ [REQUEST_CLASS_ATTRIBUTE]: SPIN }}>
          Request a spot Spin
        </a>
        <ClassRequestForm listing={listing} classes={classes} words={words} endpoint="" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Request a spot Spin' }));
    expect(screen.getByLabelText(/^Class/)).toHaveValue(SPIN);
  });

  it('without an endpoint, writes every field and the class’s price into the WhatsApp and email messages', async () => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(<ClassRequestForm listing={listing} classes={classes} words={words} endpoint="" />);
    await fillIn(user, SPIN, '2026-12-01');
    await sendToHandOver(user, 'Send on WhatsApp');
    const message = [
      'Hello Karen Fitness Hub, I would like a spot in Spin (Kes 1,000) with Priscilla Jepchirchir on Tuesday 1 December at 06:30, at Ngong Road, Karen, near the Karen Hospital turn-off, Karen, Nairobi.',
      'My name is Achieng Otieno, mobile +254722123456.',
      'I have read your booking policy: Free cancellation until 12 hours before your appointment. Cancelling later costs 50% of the price.',
      'Deposit: Kes 500 (50% of Kes 1,000), by M-Pesa to Paybill 726483, account KFH, once you confirm.',
      'Note: First class',
      'Thank you.',
    ].join('\n');
    expect(whatsappHandOff('Send on WhatsApp')).toEqual({
      chat: `https://wa.me/${karen.whatsapp}`,
      text: message,
    });
    expect(emailHandOff('Send by email')).toEqual({
      to: 'hello@miadi.co.ke',
      subject: 'Class spot request for Karen Fitness Hub',
      body: message,
    });
    // Karen's listing gives no email address: Miadi passes the email on, and the words say so.
    expect(
      screen.getByText(
        'WhatsApp opens with your message to Karen Fitness Hub: press send there. Nothing is sent until you do, and nothing is booked until Karen Fitness Hub replies. No WhatsApp? Send the same message by SMS, or by email to Miadi at hello@miadi.co.ke, who pass it on to Karen Fitness Hub, or copy it.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Karen Fitness Hub receives your request on WhatsApp; by email, Miadi’s team receives it and passes it to Karen Fitness Hub\. Only to confirm your spot/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/not switched on|version of the site/)).not.toBeInTheDocument();
    // Karen confirms by WhatsApp, and the phone's hint says so.
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'A Kenyan mobile number, like 0712 345 678. The confirmation comes by WhatsApp.',
    );
    expect(fetch).not.toHaveBeenCalled();
    // What happens next, with the class's own day and time in a tentative calendar file.
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('pay the deposit of Kes 500 by M-Pesa to Paybill 726483');
    const calendar = within(next).getByRole('link', { name: 'Add to calendar' });
    const ics = decodeURIComponent(calendar.getAttribute('href')!.split(',').slice(1).join(','));
    expect(ics).toContain('DTSTART;TZID=Africa/Nairobi:20261201T063000\r\n');
    expect(ics).toContain('DTEND;TZID=Africa/Nairobi:20261201T071500\r\n');
    expect(ics).toContain('STATUS:TENTATIVE\r\n');
  });

  it('shows the price, the policy and the deposit before sending, and a time inside free cancellation', async () => {
    const user = userEvent.setup();
    render(<ClassRequestForm listing={listing} classes={classes} words={words} endpoint="" />);
    await user.selectOptions(screen.getByLabelText(/^Class/), SPIN);
    expect(screen.getByText('Kes 1,000')).toBeInTheDocument();
    expect(screen.getByText(/^Free cancellation until 12 hours before/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deposit: Kes 500 (50% of Kes 1,000), paid by M-Pesa to Paybill 726483, account KFH after Karen Fitness Hub confirms. Nothing is paid on this page.',
      ),
    ).toBeInTheDocument();
    const warning = 'This time is less than 12 hours away, so cancelling it is already not free.';
    // Monday 10:00 now: Tuesday 06:30 is more than 12 hours away.
    await user.selectOptions(screen.getByLabelText(/^Date/), '2026-11-24');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('says before sending that a class less than 12 hours away is inside free cancellation', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(new Date('2026-11-23T20:00:00+03:00').getTime());
    const user = userEvent.setup();
    render(<ClassRequestForm listing={listing} classes={classes} words={words} endpoint="" />);
    await user.selectOptions(screen.getByLabelText(/^Class/), SPIN);
    await user.selectOptions(screen.getByLabelText(/^Date/), '2026-11-24');
    expect(
      screen.getByText(
        'This time is less than 12 hours away, so cancelling it is already not free.',
      ),
    ).toBeInTheDocument();
  });

  it('emails a listing with its own address there, confirms by SMS, and carries no price a class has not got', async () => {
    const iron = listingBySlug('iron-paradise-gym')!;
    const user = userEvent.setup();
    render(
      <ClassRequestForm
        listing={classRequestListing(iron)}
        classes={requestableClasses(iron, 'en')}
        words={classFormWords(dictionaryOf('en'), iron, 'en')}
        endpoint=""
      />,
    );
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'A Kenyan mobile number, like 0712 345 678. The confirmation comes by SMS.',
    );
    // Strength basics is booked as none of the listing's services: it has no price to carry.
    await fillIn(user, '2-18:30-Strength basics', '2026-11-24');
    await sendToHandOver(user, 'Send on WhatsApp');
    const email = emailHandOff('Send by email');
    expect(email.to).toBe('members.ironparadise@example.com');
    expect(email.body).toMatch(
      /^Hello Iron Paradise Gym, I would like a spot in Strength basics with /,
    );
    expect(email.body).not.toMatch(/Kes|Deposit/);
    expect(
      screen.getByText(
        'WhatsApp opens with your message to Iron Paradise Gym: press send there. Nothing is sent until you do, and nothing is booked until Iron Paradise Gym replies. No WhatsApp? Send the same message by SMS or email, or copy it.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/^Iron Paradise Gym receives your request, by WhatsApp or email, only/),
    ).toBeVisible();
  });

  it('with an endpoint, posts "class"; a full class offers and posts its waitlist', async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(
      <ClassRequestForm
        listing={listing}
        classes={classes}
        words={words}
        endpoint="https://forms.example.com/miadi"
      />,
    );
    await fillIn(user, SPIN, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Send spot request' }));
    expect(
      await screen.findByText(
        /Miadi has received your request and passes it to Karen Fitness Hub, who confirms by WhatsApp\./,
      ),
    ).toHaveFocus();
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({
      form: 'class',
      data: {
        listing: 'karen-fitness-hub',
        source: 'listing',
        class: 'Spin',
        price: 'Kes 1,000',
        instructor: 'Priscilla Jepchirchir',
        date: '2026-11-24',
        time: '06:30',
        name: 'Achieng Otieno',
        phone: '254722123456',
        note: 'First class',
        deposit: 'Kes 500 (50% of Kes 1,000), by M-Pesa to Paybill 726483, account KFH',
        policy: expect.stringMatching(
          /^Free cancellation until 12 hours before your appointment\./,
        ),
      },
    });

    await user.selectOptions(screen.getByLabelText(/^Class/), FULL_PILATES);
    expect(screen.getByText(/This class is full\. Send this to join its waitlist/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText(/^Date/), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(/will contact you if a place frees up/)).toBeVisible();
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string)).toEqual({
      form: 'waitlist',
      data: expect.objectContaining({
        class: 'Reformer Pilates',
        price: 'Kes 2,000',
        date: '2026-11-25',
        time: '07:00',
      }),
    });
  });

  it('in Kiswahili: the class, the date and the Swahili clock in the message', async () => {
    const user = userEvent.setup();
    // The listing as the Kiswahili page has it: its services named in Kiswahili.
    const karenSw = listingIn('karen-fitness-hub', 'sw')!;
    const sw = classFormWords(dictionaryOf('sw'), karenSw, 'sw');
    render(
      <ClassRequestForm
        listing={listing}
        classes={requestableClasses(karenSw, 'sw')}
        words={sw}
        endpoint=""
      />,
    );
    await user.selectOptions(
      screen.getByLabelText(/^Darasa/),
      screen.getByRole('option', {
        name: 'Spin (baiskeli ya mazoezi), Jumanne saa 12:30 asubuhi (06:30)',
      }),
    );
    await user.selectOptions(
      screen.getByLabelText(/^Tarehe/),
      screen.getByRole('option', { name: 'Jumanne, 24 Novemba' }),
    );
    await user.type(screen.getByLabelText(/^Jina(?! lake)/), 'Achieng Otieno');
    await user.type(screen.getByLabelText(/^Nambari ya simu/), '0722 123 456');
    await sendToHandOver(user, 'Tuma kwa WhatsApp');
    expect(whatsappHandOff('Tuma kwa WhatsApp').text!.split('\n')).toEqual([
      'Habari Karen Fitness Hub, ningependa nafasi katika Spin (baiskeli ya mazoezi) (Kes 1,000) na Priscilla Jepchirchir Jumanne, 24 Novemba, saa 12:30 asubuhi (06:30), katika Ngong Road, Karen, karibu na kona ya kuingia Karen Hospital, Karen, Nairobi.',
      'Jina langu ni Achieng Otieno, simu +254722123456.',
      expect.stringMatching(/^Nimesoma sera yenu ya miadi: /),
      'Malipo ya awali: Kes 500 (50% ya Kes 1,000), kwa M-Pesa kwa Paybill 726483, akaunti KFH, mkishathibitisha.',
      'Asante.',
    ]);
  });
});
