import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { BookingForm, type BookableListing } from '@/components/islands/booking-form';
import { listingBySlug } from '@/lib/catalogue';
import { dictionaryOf } from '@/content/dictionary';
import { icsEvent } from '@/lib/ics';
import { forSomeoneCalendar, type ForSomeoneRequest } from '@/lib/someone-else';
import { classMessage, waitlistMessage } from '@/lib/waitlist-request';
import {
  bookableListing,
  bookingFormWords,
  messageTerms,
} from '@/app/[lang]/(marketing)/services/[slug]/booking-section';
import { pinNow, sendToHandOver, whatsappHandOff } from './request-forms';
import { renderServer } from './render-server';

// Booking for someone else (D37): the request names both, says who receives the confirmation
// and the deposit details, and the calendar entry says whose appointment it is.

const glow = listingBySlug('glow-nail-bar')!;
const listing: BookableListing = bookableListing(glow);
const words = (lang: 'en' | 'sw') => bookingFormWords(dictionaryOf(lang), glow, lang);

// Monday 23 November 2026, 16:50 in Nairobi.
pinNow('2026-11-23T16:50:00+03:00');

async function chooseSlot(user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'sw' = 'en') {
  const [service, day, time] =
    lang === 'en' ? ['Service', 'Day', 'Time'] : ['Huduma', 'Siku', 'Saa'];
  await user.selectOptions(screen.getByLabelText(new RegExp(`^${service}`)), 'Gel manicure');
  await user.selectOptions(screen.getByLabelText(new RegExp(`^${day}`)), '2026-11-24');
  await user.selectOptions(screen.getByLabelText(new RegExp(`^${time}`)), '10:00');
}

const forMum = {
  bookedFor: 'someone-else',
  guestName: 'Grace Achieng',
  guestPhone: '254722000111',
  sendTo: 'guest',
} satisfies ForSomeoneRequest;

describe('a booking for someone else', () => {
  it('asks their name and number beside the fields, then names both and sends the confirmation where chosen', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words('en')} endpoint="" />);
    await chooseSlot(user);
    await user.type(screen.getByLabelText(/^Name/), 'Achieng Otieno');
    await user.type(screen.getByLabelText(/^Mobile number/), '0712 345 678');
    const whom = screen.getByRole('group', { name: 'Who is it for?' });
    expect(within(whom).getByRole('radio', { name: 'Me' })).toBeChecked();
    await user.click(within(whom).getByRole('radio', { name: 'Someone else' }));

    // Their name and number are required now: each error beside its field, focus on the first.
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(open).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: /^Their name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter their name.');
    expect(
      screen.getByRole('textbox', { name: /^Their phone number/ }),
    ).toHaveAccessibleDescription(
      'A Kenyan mobile number, like 0712 345 678. Enter their phone number.',
    );
    await user.type(name, 'Grace Achieng');
    await user.type(screen.getByRole('textbox', { name: /^Their phone number/ }), '0722 000 111');
    const sendTo = screen.getByRole('group', {
      name: 'Who receives the confirmation and the deposit details?',
    });
    await user.click(within(sendTo).getByRole('radio', { name: 'Them, on their number' }));
    await sendToHandOver(user, 'Send on WhatsApp');

    expect(whatsappHandOff('Send on WhatsApp').text!.split('\n')).toEqual([
      'Hello Glow Nail Bar, I would like to book Gel manicure (Kes 1,800, 1 h) on Tuesday 24 November at 10:00, at Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.',
      // Glow's weekday deal (D28) applies to the slot.
      'Deal: Kes 1,440 (20% off, was Kes 1,800)',
      'My name is Achieng Otieno, mobile +254712345678.',
      'This is for Grace Achieng, mobile +254722000111.',
      'Please send the confirmation and the deposit details to Grace Achieng on +254722000111.',
      'I have read your booking policy: Free cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price.',
      'Deposit: Kes 432 (30% of Kes 1,440), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
      'Please confirm if this works. Thank you.',
    ]);
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(
      'Grace Achieng receives the confirmation and the deposit details on +254722000111.',
    );
    const ics = decodeURIComponent(
      within(next)
        .getByRole('link', { name: 'Add to calendar' })
        .getAttribute('href')!
        .split(',')
        .slice(1)
        .join(','),
    ).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Grace Achieng: Gel manicure at Glow Nail Bar (requested)\r\n');
    expect(ics).toContain(
      'DESCRIPTION:For Grace Achieng\\, mobile +254722000111. Requested by Achieng Otieno.\\n',
    );
  });

  it('posts whom it is for and who receives the confirmation; back to "Me", none of it', async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(
      <BookingForm listing={listing} words={words('en')} endpoint="https://forms.example.com/x" />,
    );
    await chooseSlot(user);
    await user.type(screen.getByLabelText(/^Name/), 'Achieng Otieno');
    await user.type(screen.getByLabelText(/^Mobile number/), '0712 345 678');
    await user.click(screen.getByRole('radio', { name: 'Someone else' }));
    await user.type(screen.getByRole('textbox', { name: /^Their name/ }), 'Grace Achieng');
    await user.type(screen.getByRole('textbox', { name: /^Their phone number/ }), '0722000111');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/Miadi has received your request/);
    const sent = JSON.parse((fetch.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(sent.data).toMatchObject({
      name: 'Achieng Otieno',
      phone: '254712345678',
      bookedFor: 'someone-else',
      guestName: 'Grace Achieng',
      guestPhone: '254722000111',
      sendTo: 'me',
    });
    // Where she chose: to herself, so what happens next says so.
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'You receive the confirmation and the deposit details.',
    );

    await user.click(screen.getByRole('radio', { name: 'Me', checked: false }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/Miadi has received your request/);
    const again = JSON.parse((fetch.mock.calls.at(-1) as [string, RequestInit])[1].body as string);
    expect(again.data.bookedFor).toBe('me');
    expect(again.data).not.toHaveProperty('guestName');
    expect(again.data).not.toHaveProperty('sendTo');
  });

  it.each([
    {
      lang: 'en' as const,
      someoneElse: 'Someone else',
      them: 'Them, on their number',
      me: 'Me',
      phone: /^Mobile number/,
      herself: 'A Kenyan mobile number, like 0712 345 678. The confirmation comes by WhatsApp.',
      toThem:
        'A Kenyan mobile number, like 0712 345 678. The person it is for receives the confirmation and the deposit details by WhatsApp.',
      privacy:
        'The name and number of the person it is for are sent to Glow Nail Bar only for this booking.',
    },
    {
      lang: 'sw' as const,
      someoneElse: 'Mtu mwingine',
      them: 'Yeye, kwa nambari yake',
      me: 'Mimi',
      phone: /^Nambari ya simu/,
      herself: 'Nambari ya simu ya Kenya, kama 0712 345 678. Uthibitisho unakuja kwa WhatsApp.',
      toThem:
        'Nambari ya simu ya Kenya, kama 0712 345 678. Mtu unayemwombea atapokea uthibitisho na maelezo ya malipo ya awali kwa WhatsApp.',
      privacy:
        'Jina na nambari ya simu ya mtu unayemwombea yanatumwa kwa Glow Nail Bar kwa ajili ya miadi hii pekee.',
    },
  ])(
    'her number’s hint says who receives the confirmation, the privacy note that their details go too ($lang)',
    async ({ lang, someoneElse, them, me, phone, herself, toThem, privacy }) => {
      const user = userEvent.setup();
      render(<BookingForm listing={listing} words={words(lang)} endpoint="" />);
      const own = screen.getAllByRole('textbox', { name: phone })[0]!;
      const note = () =>
        screen.getByRole('link', { name: /^(Privacy Policy|Sera ya Faragha)$/ }).closest('p')!;
      expect(own).toHaveAccessibleDescription(herself);
      expect(note()).not.toHaveTextContent(privacy);

      // For someone else: her number still gets the confirmation until she chooses otherwise;
      // the other person's details go with the request, and the note says so.
      await user.click(screen.getByRole('radio', { name: someoneElse }));
      expect(own).toHaveAccessibleDescription(herself);
      expect(note()).toHaveTextContent(privacy);
      await user.click(screen.getByRole('radio', { name: them }));
      expect(own).toHaveAccessibleDescription(toThem);

      // For herself again: neither is said.
      await user.click(screen.getAllByRole('radio', { name: me })[0]!);
      expect(own).toHaveAccessibleDescription(herself);
      expect(note()).not.toHaveTextContent(privacy);
    },
  );

  it('reads naturally in Kiswahili', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<BookingForm listing={listing} words={words('sw')} endpoint="" />);
    await chooseSlot(user, 'sw');
    await user.type(screen.getByLabelText(/^Jina(?! lake)/), 'Achieng Otieno');
    await user.type(screen.getByLabelText(/^Nambari ya simu/), '0712 345 678');
    const whom = screen.getByRole('group', { name: 'Ni kwa ajili ya nani?' });
    await user.click(within(whom).getByRole('radio', { name: 'Mtu mwingine' }));
    await user.type(screen.getByRole('textbox', { name: /^Jina lake/ }), 'Mama Grace');
    await user.type(screen.getByRole('textbox', { name: /^Nambari yake/ }), '0722 000 111');
    const sendTo = screen.getByRole('group', {
      name: 'Nani apokee uthibitisho na maelezo ya malipo ya awali?',
    });
    await user.click(within(sendTo).getByRole('radio', { name: 'Yeye, kwa nambari yake' }));
    await sendToHandOver(user, 'Tuma kwa WhatsApp');
    const lines = whatsappHandOff('Tuma kwa WhatsApp').text!.split('\n');
    expect(lines.slice(2, 5)).toEqual([
      'Jina langu ni Achieng Otieno, simu +254712345678.',
      'Ni kwa ajili ya Mama Grace, simu +254722000111.',
      'Tafadhali mtumie Mama Grace uthibitisho na maelezo ya malipo ya awali kupitia +254722000111.',
    ]);
    expect(screen.getByRole('region', { name: 'Hatua zinazofuata' })).toHaveTextContent(
      'Mama Grace atapokea uthibitisho na maelezo ya malipo ya awali kupitia +254722000111.',
    );
  });
});

describe('before the script runs', () => {
  it('keeps "Someone else" and their name, chosen and typed in the static HTML', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const form = <BookingForm listing={listing} words={words('en')} endpoint="" />;
    await renderServer(form);
    const other = screen.getByRole('radio', { name: 'Someone else' }) as HTMLInputElement;
    const name = screen.getByRole('textbox', { name: /^Their name/ }) as HTMLInputElement;
    other.checked = true;
    name.value = 'Grace Achieng';
    await act(async () => {
      hydrateRoot(document.body, form);
    });
    expect(other).toBeChecked();
    expect(name).toHaveValue('Grace Achieng');
    // The island holds both: their number is now asked for, their name is not.
    await userEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(
      screen.getByRole('textbox', { name: /^Their phone number/ }),
    ).toHaveAccessibleDescription(/Enter their phone number\./);
    expect(name).not.toHaveAccessibleDescription(/Enter their name/);
  });
});

describe('class and waitlist requests for someone else', () => {
  const gym = listingBySlug('karen-fitness-hub')!;
  const terms = (lang: 'en' | 'sw') => messageTerms(dictionaryOf(lang), gym, lang);
  const base = {
    listing: gym.id,
    source: 'listing' as const,
    name: 'Achieng Otieno',
    phone: '254712345678',
  };

  it('a class spot names both and asks for the reply to go to her; a full class asks for the reply', () => {
    const request = {
      ...base,
      ...forMum,
      sendTo: 'me',
      class: 'Yoga',
      instructor: 'Amina',
      date: '2026-11-24',
      time: '07:00',
      note: '',
    };
    const words = {
      ...terms('en'),
      lang: 'en' as const,
      greeting: 'Hello.',
      closing: 'Thanks.',
      subject: '',
      full: 'Full.',
    };
    expect(classMessage(words, request, false).split('\n').slice(2, 4)).toEqual([
      'This is for Grace Achieng, mobile +254722000111.',
      'Please send the confirmation to me.',
    ]);
    expect(classMessage(words, request, true).split('\n')).toContain(
      'Please send the reply to me.',
    );
  });

  it('a waitlist request, in both languages, with the deposit details where there is a deposit', () => {
    const request = {
      ...base,
      ...forMum,
      service: 'Personal training',
      price: 'Kes 2,000',
      days: '2026-11-24',
      from: '08:00',
      to: '12:00',
      deposit: 'Kes 600, by M-Pesa to Paybill 726483, account KFH',
    };
    const en = {
      ...terms('en'),
      lang: 'en' as const,
      greeting: 'Hello.',
      closing: 'Thanks.',
      subject: '',
    };
    const sw = {
      ...terms('sw'),
      lang: 'sw' as const,
      greeting: 'Habari.',
      closing: 'Asante.',
      subject: '',
    };
    expect(waitlistMessage(en, request).split('\n')).toContain(
      'Please send the reply and the deposit details to Grace Achieng on +254722000111.',
    );
    expect(waitlistMessage(sw, request).split('\n')).toContain(
      'Tafadhali mtumie Grace Achieng jibu na maelezo ya malipo ya awali kupitia +254722000111.',
    );
    // For herself: not a word about anyone else.
    expect(waitlistMessage(en, { ...request, bookedFor: 'me' })).not.toMatch(
      /This is for|Please send/,
    );
  });
});

describe('the calendar entry', () => {
  const entry = {
    uid: 'x@miadi.co.ke',
    title: 'Massage kwa Serenity Day Spa (ombi)',
    description: 'Ombi, bado halijathibitishwa.',
    location: 'Serenity Day Spa',
    date: '2026-11-24',
    time: '10:00',
    minutes: 60,
    stamp: new Date('2026-11-23T13:50:00Z'),
  };
  const words = dictionaryOf('sw').bookingTerms.forSomeone;

  it('says whose appointment it is, and who asked for it', () => {
    const ics = icsEvent(
      forSomeoneCalendar(words, { ...forMum, name: ' Achieng Otieno ' }, entry),
    ).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Grace Achieng: Massage kwa Serenity Day Spa (ombi)\r\n');
    expect(ics).toContain(
      'DESCRIPTION:Kwa ajili ya Grace Achieng\\, simu +254722000111. Ombi limetumwa na Achieng Otieno.\\nOmbi\\, bado halijathibitishwa.\r\n',
    );
  });

  it('is unchanged for the customer’s own appointment', () => {
    expect(forSomeoneCalendar(words, { bookedFor: 'me', name: 'Achieng' }, entry)).toBe(entry);
  });
});
