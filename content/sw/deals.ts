import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/deals';

/**
 * Ofa (D28) kwa Kiswahili: kando ya bei, kwenye rafu ya /sw/services, katika utafutaji na
 * katika fomu ya miadi. "Ofa" ni neno ambalo wateja wa Nairobi hutumia; "punguzo" ni kiasi
 * kinachopunguzwa. Siku na saa huandikwa na lib/dates.ts kwa saa ya Kiswahili.
 */
export const dealText = {
  was: 'Awali',
  now: 'sasa',
  today: 'Leo:',
  percentOff: 'punguzo la {percent}%',
  kesOff: 'punguzo la {amount}',
  when: '{days}, {times}',
  until: 'hadi {date}',
  overlap: 'Ofa hizi zikiangukia wakati mmoja, bei iliyo chini ndiyo inayotumika.',
  card: '{discount} kwa {service}, {days} {times}',
} as const satisfies Translation<typeof en.dealText>;

export const dealShelf = {
  title: 'Ofa',
  intro:
    'Bei nafuu kwa siku na saa maalum, kama kila biashara inavyoziweka. Kila ofa inaonyesha inatumika lini na hadi lini.',
  label: 'Ofa',
} as const satisfies Translation<typeof en.dealShelf>;

export const bookingDeal = {
  option: '{time}, ofa {price}',
  line: 'Ofa: {price} badala ya {was}, {discount}, {when}.',
  request: '{price} ({discount}, awali {was})',
  message: 'Ofa',
} as const satisfies Translation<typeof en.bookingDeal>;
