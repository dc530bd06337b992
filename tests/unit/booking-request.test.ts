import { dictionaryOf } from '@/content/dictionary';
import {
  bookingEmailHref,
  bookingMessage,
  directMessage,
  smsHref,
  requestWords,
  whatsappHref,
  type BookingRequest,
} from '@/lib/booking-request';

const request: BookingRequest = {
  listing: 'glow-nail-bar',
  source: 'listing',
  service: 'Manicure ya gel',
  date: '2026-11-29',
  time: '19:30',
  name: ' Wanjiru Kamau ',
  phone: '254712345678',
  note: 'Kucha fupi, tafadhali',
};

const ADDRESS = 'Argwings Kodhek Road, Kilimani, Nairobi';
const words = (lang: 'en' | 'sw', policy?: string) =>
  requestWords(
    dictionaryOf(lang).listingPage.bookingForm.message,
    { name: 'Glow Nail Bar', address: ADDRESS, ...(policy ? { policy } : {}) },
    lang,
    dictionaryOf(lang).services.cardText.perUnit,
  );

describe('the booking request message', () => {
  it('is written in Kiswahili on Kiswahili pages: weekday, date and the Swahili clock', () => {
    const message = bookingMessage(words('sw'), request, { priceKes: 1800, minutes: 90 });
    expect(message.split('\n')).toEqual([
      `Habari Glow Nail Bar, ningependa kuweka miadi ya Manicure ya gel (Kes 1,800, dakika 90) Jumapili, 29 Novemba, saa 1:30 usiku (19:30), katika ${ADDRESS}.`,
      'Jina langu ni Wanjiru Kamau, simu +254712345678.',
      'Maelezo: Kucha fupi, tafadhali',
      'Tafadhali thibitisha kama inawezekana. Asante.',
    ]);
    expect(decodeURIComponent(whatsappHref('254012483091', message))).toContain(
      'saa 1:30 usiku (19:30)',
    );
  });

  it('names a per-unit price with its unit, in both languages (D38)', () => {
    const per = { en: 'per nail', sw: 'kwa kucha' };
    const repair = { priceKes: 200, minutes: 15, per };
    expect(
      bookingMessage(words('en'), { ...request, service: 'Nail repair' }, repair).split('\n')[0],
    ).toContain('Nail repair (Kes 200 per nail, 15 min)');
    expect(
      bookingMessage(words('sw'), { ...request, service: 'Kurekebisha kucha' }, repair).split(
        '\n',
      )[0],
    ).toContain('Kurekebisha kucha (Kes 200 kwa kucha, dakika 15)');
  });

  it('reads as the customer writes: the policy read in one line, the deposit labelled, the member', () => {
    const message = bookingMessage(
      words('en', 'Free cancellation until 24 hours before your appointment.'),
      {
        ...request,
        service: 'Gel manicure',
        note: '',
        member: 'Wanjiru',
        deposit: 'Kes 540 (30% of Kes 1,800), by M-Pesa to Paybill 522211, account GLOW',
        policy: 'The whole policy, which only the endpoint request carries.',
      },
    );
    expect(message.split('\n')).toEqual([
      `Hello Glow Nail Bar, I would like to book Gel manicure on Sunday 29 November at 19:30, at ${ADDRESS}.`,
      'With Wanjiru, if possible.',
      'My name is Wanjiru Kamau, mobile +254712345678.',
      'I have read your booking policy: Free cancellation until 24 hours before your appointment.',
      'Deposit: Kes 540 (30% of Kes 1,800), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
      'Please confirm if this works. Thank you.',
    ]);
  });

  it('gives "Rather write yourself?" the same message, before a service is chosen', () => {
    const message = directMessage(
      words('en', 'Free cancellation until 24 hours before your appointment.'),
      '30% of the price (after any deal), by M-Pesa to Paybill 522211, account GLOW',
    );
    expect(message.split('\n')).toEqual([
      `Hello Glow Nail Bar, I would like to book an appointment at ${ADDRESS}.`,
      'I have read your booking policy: Free cancellation until 24 hours before your appointment.',
      'Deposit: 30% of the price (after any deal), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
      'Please confirm if this works. Thank you.',
    ]);
  });

  it('gives the email a Kiswahili subject on Kiswahili pages and an English one otherwise', () => {
    const subject = (lang: 'en' | 'sw') =>
      new URL(bookingEmailHref(words(lang), 'x')).searchParams.get('subject');
    expect(subject('sw')).toBe('Ombi la miadi kwa Glow Nail Bar');
    expect(subject('en')).toBe('Booking request for Glow Nail Bar');
  });

  it('writes an SMS to the same number with the same message', () => {
    expect(smsHref('254712483091', 'Hello Glow')).toBe('sms:+254712483091?body=Hello%20Glow');
  });
});
