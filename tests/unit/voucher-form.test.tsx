import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailHandOff, pinNow, sendToHandOver, whatsappHandOff } from './request-forms';
import { VoucherForm } from '@/components/islands/voucher-form';
import { dictionaryOf } from '@/content/dictionary';
import { listingIn } from '@/lib/catalogue-words';
import {
  voucherFormWords,
  voucherListing,
} from '@/app/[lang]/(marketing)/services/[slug]/voucher-section';

const serenity = listingIn('serenity-day-spa', 'en')!;
const vouchers = { ...serenity, vouchers: serenity.vouchers! };
const listing = voucherListing(vouchers, dictionaryOf('en'));
const words = voucherFormWords(dictionaryOf('en'), serenity, 'en');

// Valentine's Day: a day after any day these tests run on, so never in the past.
const DAY = '2027-02-14';

pinNow('2026-11-23T16:50:00+03:00');

async function fillIn(user: ReturnType<typeof userEvent.setup>, recipientPhone?: string) {
  await user.selectOptions(
    screen.getByLabelText(/^Voucher for/),
    'Couples massage (60 min): Kes 9,500',
  );
  await user.type(screen.getByLabelText(/^Who it is for/), 'Mama Achieng');
  await user.type(screen.getByLabelText(/^The day it should reach them/), DAY);
  if (recipientPhone)
    await user.type(screen.getByLabelText(/^Their mobile number/), recipientPhone);
  else await user.click(screen.getByRole('checkbox', { name: /I’ll hand it over myself/ }));
  await user.type(screen.getByLabelText(/^A short message/), 'Happy anniversary!');
  await user.type(screen.getByLabelText(/^Your name/), 'Achieng Otieno');
  await user.type(screen.getByLabelText(/^Your mobile number/), '0712 345 678');
}

describe('VoucherForm', () => {
  beforeEach(() => {
    jest.spyOn(window, 'open').mockReturnValue(null);
  });

  it('offers the listing’s amounts and services at their prices', () => {
    render(<VoucherForm listing={listing} words={words} endpoint="" />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Choose an amount or a service',
      'A voucher for Kes 3,000',
      'A voucher for Kes 5,000',
      'A voucher for Kes 10,000',
      'Couples massage (60 min): Kes 9,500',
      'Swedish massage (60 min): Kes 5,000',
      'Hot stone massage (90 min): Kes 7,500',
    ]);
  });

  it('asks for the recipient’s number unless the buyer hands it over, and a day from today on', async () => {
    const user = userEvent.setup();
    render(<VoucherForm listing={listing} words={words} endpoint="" />);
    await user.type(screen.getByLabelText(/^The day it should reach them/), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(screen.getByLabelText(/^Voucher for/)).toHaveFocus();
    expect(screen.getByLabelText(/^Voucher for/)).toHaveAccessibleDescription(
      'Choose your voucher.',
    );
    expect(screen.getByLabelText(/^Who it is for/)).toHaveAccessibleDescription(
      'Enter your recipient’s name.',
    );
    expect(screen.getByLabelText(/^Their mobile number/)).toHaveAccessibleDescription(
      /Enter your recipient’s mobile number\.$/,
    );
    expect(screen.getByLabelText(/^The day it should reach them/)).toHaveAccessibleDescription(
      /from today onwards/,
    );
    await user.click(screen.getByRole('checkbox', { name: /I’ll hand it over myself/ }));
    expect(screen.queryByLabelText(/^Their mobile number/)).not.toBeInTheDocument();
  });

  it('without an endpoint, writes the request for WhatsApp and email, and says what happens next', async () => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(<VoucherForm listing={listing} words={words} endpoint="" />);
    await fillIn(user, '0722 000 111');
    await sendToHandOver(user, 'Send on WhatsApp');
    const message = [
      'Hello Serenity Day Spa, I would like a gift voucher for Couples massage (60 min) (Kes 9,500), at Langata Road, next to Karen Triangle, Karen, Nairobi.',
      'It is for Mama Achieng, mobile +254722000111: please send them the code on Sunday 14 February.',
      'My message for the voucher: "Happy anniversary!"',
      'My name is Achieng Otieno, mobile +254712345678.',
      'I will pay by M-Pesa to Paybill 482615, account SERENITYGIFT once you confirm.',
      'Thank you.',
    ].join('\n');
    expect(whatsappHandOff('Send on WhatsApp')).toEqual({
      chat: 'https://wa.me/254022580143',
      text: message,
    });
    // The press opened the same chat in a new tab.
    expect(window.open).toHaveBeenCalledWith(
      screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'),
      '_blank',
      'noopener',
    );
    expect(emailHandOff('Send by email')).toEqual({
      to: 'relax.serenitydayspa@example.com',
      subject: 'Gift voucher request for Serenity Day Spa',
      body: message,
    });
    expect(fetch).not.toHaveBeenCalled();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(
      'Serenity Day Spa confirms the voucher and its price by WhatsApp.',
    );
    expect(next).toHaveTextContent(
      'You pay Kes 9,500 by M-Pesa to Paybill 482615, account SERENITYGIFT, with that account reference.',
    );
    expect(next).toHaveTextContent(
      'On Sunday 14 February, Serenity Day Spa sends the voucher code to Mama Achieng by SMS or WhatsApp.',
    );
  });

  it('handed over by the buyer, the code comes to her', async () => {
    const user = userEvent.setup();
    render(<VoucherForm listing={listing} words={words} endpoint="" />);
    await fillIn(user);
    await sendToHandOver(user, 'Send on WhatsApp');
    expect(whatsappHandOff('Send on WhatsApp').text).toContain(
      'It is for Mama Achieng. I will hand it over myself: please send the code to me on Sunday 14 February.',
    );
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'On Sunday 14 February, Serenity Day Spa sends the voucher code to you by SMS or WhatsApp, to hand over.',
    );
  });

  it('with an endpoint, posts a gift-voucher request and says nothing is paid yet', async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    globalThis.fetch = fetch;
    const user = userEvent.setup();
    render(<VoucherForm listing={listing} words={words} endpoint="https://forms.example/f" />);
    await fillIn(user, '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Send voucher request' }));
    expect(
      await screen.findByText(
        /Miadi has received your voucher request and passes it to Serenity Day Spa now\. Nothing is paid until they confirm\./,
      ),
    ).toBeVisible();
    const body = JSON.parse(String(fetch.mock.calls[0][1].body)) as {
      form: string;
      data: Record<string, string>;
    };
    expect(body.form).toBe('gift-voucher');
    expect(body.data).toMatchObject({
      listing: 'serenity-day-spa',
      gift: 'Couples massage (60 min) (Kes 9,500)',
      recipientName: 'Mama Achieng',
      recipientPhone: '254722000111',
      date: DAY,
      pay: 'Paybill 482615, account SERENITYGIFT',
    });
  });

  it('reads in Kiswahili, with the services named as the page names them', async () => {
    const sw = listingIn('serenity-day-spa', 'sw')!;
    const user = userEvent.setup();
    const swWords = voucherFormWords(dictionaryOf('sw'), sw, 'sw');
    render(
      <VoucherForm
        listing={voucherListing({ ...sw, vouchers: sw.vouchers! }, dictionaryOf('sw'))}
        words={swWords}
        endpoint=""
      />,
    );
    await user.selectOptions(
      screen.getByLabelText(/^Vocha ya/),
      'Masaji ya wapenzi wawili (dakika 60): Kes 9,500',
    );
    await user.type(screen.getByLabelText(/^Ni ya nani/), 'Mama Achieng');
    await user.type(screen.getByLabelText(/^Siku inayopaswa kumfikia/), DAY);
    await user.click(screen.getByRole('checkbox', { name: /Nitampa mwenyewe/ }));
    await user.type(screen.getByLabelText(/^Jina lako/), 'Achieng Otieno');
    await user.type(screen.getByLabelText(/^Nambari yako ya simu/), '0712 345 678');
    await sendToHandOver(user, swWords.fallback.whatsapp);
    expect(whatsappHandOff(swWords.fallback.whatsapp).text).toContain(
      'Habari Serenity Day Spa, ningependa vocha ya zawadi ya Masaji ya wapenzi wawili (dakika 60) (Kes 9,500)',
    );
  });
});
