import { dictionaryOf } from '@/content/dictionary';
import {
  bookingEmailHref,
  bookingMessage,
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

const words = (lang: 'en' | 'sw') =>
  requestWords(dictionaryOf(lang).listingPage.bookingForm.message, 'Glow Nail Bar', lang);

describe('the booking request message', () => {
  it('is written in Kiswahili on Kiswahili pages: weekday, date and the Swahili clock', () => {
    const message = bookingMessage(words('sw'), request, { priceKes: 1800, minutes: 90 });
    expect(message.split('\n')).toEqual([
      'Habari Glow Nail Bar, ningependa kuweka miadi:',
      'Huduma: Manicure ya gel (Kes 1,800, dakika 90)',
      'Siku: Jumapili, 29 Novemba',
      'Saa: saa 1:30 usiku (19:30)',
      'Jina: Wanjiru Kamau',
      'Simu: +254712345678',
      'Maelezo: Kucha fupi, tafadhali',
      'Tafadhali thibitisha kama inawezekana. Asante.',
    ]);
    expect(decodeURIComponent(whatsappHref('254012483091', message))).toContain(
      'Saa: saa 1:30 usiku (19:30)',
    );
  });

  it('gives the email a Kiswahili subject on Kiswahili pages and an English one otherwise', () => {
    const subject = (lang: 'en' | 'sw') =>
      new URL(bookingEmailHref(words(lang), 'x')).searchParams.get('subject');
    expect(subject('sw')).toBe('Ombi la miadi kwa Glow Nail Bar');
    expect(subject('en')).toBe('Booking request for Glow Nail Bar');
  });

  it('keeps English as it was: the 24-hour time and English dates', () => {
    const message = bookingMessage(words('en'), { ...request, note: '' });
    expect(message).toContain('Day: Sunday 29 November\nTime: 19:30');
    expect(message).not.toContain('Note:');
  });
});
