import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailHandOff, pinNow, whatsappHandOff } from './request-forms';
import { ClassRequestForm } from '@/components/islands/class-request-form';
import { listingBySlug } from '@/lib/catalogue';
import { listingIn } from '@/lib/catalogue-words';
import { dictionaryOf } from '@/content/dictionary';
import { REQUEST_CLASS_ATTRIBUTE } from '@/lib/waitlist-request';
import {
  classFormWords,
  requestableClasses,
} from '@/app/[lang]/(marketing)/services/[slug]/class-timetable';

const karen = listingBySlug('karen-fitness-hub')!;
const listing = { id: karen.id, whatsapp: karen.whatsapp };
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
  it('offers the class’s next four dates, and says what is missing beside each field', async () => {
    const user = userEvent.setup();
    render(<ClassRequestForm listing={listing} classes={classes} words={words} endpoint="" />);
    await user.click(screen.getByRole('button', { name: 'Send spot request' }));
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
    await user.click(screen.getByRole('button', { name: 'Send spot request' }));
    const message = [
      'Hello Karen Fitness Hub, I would like a spot in a class:',
      'Class: Spin',
      'Price: Kes 1,000',
      'Instructor: Priscilla Jepchirchir',
      'Date: Tuesday 1 December',
      'Time: 06:30',
      'Name: Achieng Otieno',
      'Phone: +254722123456',
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
        'Your request is written out for you: send it to Karen Fitness Hub on WhatsApp, or by email to Miadi at hello@miadi.co.ke, who pass it on to Karen Fitness Hub. Nothing is sent until you do, and nothing is booked until Karen Fitness Hub replies.',
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
  });

  it('emails a listing with its own address there, confirms by SMS, and carries no price a class has not got', async () => {
    const iron = listingBySlug('iron-paradise-gym')!;
    const user = userEvent.setup();
    render(
      <ClassRequestForm
        listing={{ id: iron.id, whatsapp: iron.whatsapp, email: iron.email! }}
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
    await user.click(screen.getByRole('button', { name: 'Send spot request' }));
    const email = emailHandOff('Send by email');
    expect(email.to).toBe('members.ironparadise@example.com');
    expect(email.body).toMatch(/^Class: Strength basics\nInstructor: /m);
    expect(email.body).not.toMatch(/Price/);
    expect(
      screen.getByText(
        'Your request is written out for you: send it to Iron Paradise Gym on WhatsApp or by email. Nothing is sent until you do, and nothing is booked until Iron Paradise Gym replies.',
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
      await screen.findByText(/Request sent: Karen Fitness Hub will confirm by WhatsApp\./),
    ).toBeVisible();
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
      screen.getByRole('option', { name: 'Spin, Jumanne saa 12:30 asubuhi (06:30)' }),
    );
    await user.selectOptions(
      screen.getByLabelText(/^Tarehe/),
      screen.getByRole('option', { name: 'Jumanne, 24 Novemba' }),
    );
    await user.type(screen.getByLabelText(/^Jina/), 'Achieng Otieno');
    await user.type(screen.getByLabelText(/^Nambari ya simu/), '0722 123 456');
    await user.click(screen.getByRole('button', { name: 'Tuma ombi la nafasi' }));
    expect(whatsappHandOff('Tuma kwa WhatsApp').text).toBe(
      [
        'Habari Karen Fitness Hub, ningependa nafasi darasani:',
        'Darasa: Spin',
        'Bei: Kes 1,000',
        'Mkufunzi: Priscilla Jepchirchir',
        'Tarehe: Jumanne, 24 Novemba',
        'Saa: saa 12:30 asubuhi (06:30)',
        'Jina: Achieng Otieno',
        'Simu: +254722123456',
        'Asante.',
      ].join('\n'),
    );
  });
});
