import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/listing-page';

/**
 * A listing's page (/services/{id}) and its booking request form in Kiswahili, with the
 * message the visitor sends by WhatsApp or email. The listing's own name is never inflected:
 * sentences are built so that no verb has to agree with it ("Tuma ombi hili kwa …").
 * The times and the weekday of `openNowText` fill its slots already written in Kiswahili, on
 * the Swahili clock (lib/dates.ts).
 */
export const profilePage = {
  breadcrumb: 'Huduma',
  bookCta: 'Omba miadi',
  address: 'Anwani',
  ownEnglish: 'Maelezo yaliyoandikwa na {name} kwa Kiingereza tu yanaonyeshwa kama yalivyoandikwa.',
  map: 'Fungua kwenye OpenStreetMap',
  whatsapp: 'WhatsApp',
  services: {
    title: 'Huduma na bei',
    /** "Bei kuanzia Kes 500 hadi Kes 1,500." */
    range: 'Bei kuanzia {from} hadi {to}.',
    service: 'Huduma',
    price: 'Bei',
    duration: 'Muda',
    book: 'Weka miadi',
    bookClass: 'Tazama saa',
  },
  team: {
    title: 'Timu',
    works: 'Hufanya kazi {hours}',
    ownPage: 'Ukurasa wa {name} mwenyewe',
  },
  alsoAt: {
    team: 'Pia yumo kwenye timu ya {venue}.',
    prices: 'Ukiweka miadi huko, bei na masharti ya {venue} ndiyo yanayotumika, si ya ukurasa huu.',
  },
  classesOnly: 'Kila huduma hapa ni darasa: omba nafasi kwenye ratiba, kwa saa ya darasa lenyewe.',
  classesLink: 'Tazama ratiba',
  hours: {
    title: 'Saa za kufungua',
    closed: 'Imefungwa',
    note: 'Saa zote ni za Kenya.',
  },
  reviews: {
    title: 'Maoni',
    /** "4.8 kati ya 5 kutokana na maoni 126". */
    summary: {
      one: '{rating} kati ya 5 kutokana na maoni {count}',
      other: '{rating} kati ya 5 kutokana na maoni {count}',
    },
    spread: 'Jinsi wateja walivyokadiria',
    noneWritten: 'Hakuna kati ya wateja hawa aliyeandika maoni: walitoa nyota tu.',
    written: 'Walichoandika wateja',
  },
  area: 'Huduma nyingine za kuweka miadi katika {area}',
  book: {
    title: 'Omba miadi',
    intro:
      'Chagua huduma, siku na saa. {name} wenyewe ndio huthibitisha kila miadi, kwa hivyo hili ni ombi hadi watakapokujibu.',
    direct: 'Ungependa kuwaandikia mwenyewe?',
    directLink: 'Tuma ujumbe kwa {name} kwenye WhatsApp',
  },
} as const satisfies Translation<typeof en.profilePage>;

/** "Iko wazi sasa, hadi saa 1 usiku": the line beside the hours, on Nairobi's clock. */
export const openNowText = {
  open: 'Iko wazi sasa, hadi {closes}',
  today: 'Imefungwa sasa, itafunguliwa {opens}',
  tomorrow: 'Imefungwa sasa, itafunguliwa kesho {opens}',
  later: 'Imefungwa sasa, itafunguliwa {day} {opens}',
  never: 'Imefungwa',
} as const satisfies Translation<typeof en.openNowText>;

export const bookingForm = {
  labels: {
    service: 'Huduma',
    date: 'Siku',
    time: 'Saa',
    name: 'Jina',
    phone: 'Nambari ya simu ya mkononi',
    note: 'Maelezo (si lazima)',
  },
  placeholders: { service: 'Chagua huduma', date: 'Chagua siku', time: 'Chagua saa' },
  hints: {
    date: 'Chagua huduma kwanza.',
    time: 'Saa za Kenya.',
    phone: 'Nambari ya simu ya mkononi ya Kenya, kama 0712 345 678. Uthibitisho utakuja kwa SMS.',
    note: 'Chochote wanachopaswa kujua, kama ni mara yako ya kwanza.',
  },
  noteHints: {
    'nail-spa':
      'Chochote wanachopaswa kujua: umbo au rangi unayotaka, au kama ni mara yako ya kwanza.',
    'hair-salon':
      'Chochote wanachopaswa kujua: urefu wa nywele, rangi, au kama ni mara yako ya kwanza.',
    'massage-spa':
      'Chochote wanachopaswa kujua: jeraha, jinsi unavyopenda kukandwa, au kama ni mara yako ya kwanza.',
    'barber-shop':
      'Chochote wanachopaswa kujua: mtindo wa nywele unaotaka, au kama ni mara yako ya kwanza.',
    gym: 'Chochote wanachopaswa kujua: jeraha, kiwango chako cha mazoezi, au kama ni kipindi chako cha kwanza.',
    'make-up':
      'Chochote wanachopaswa kujua: shughuli unayojiandaa nayo, aina ya ngozi yako, au kama ni mara yako ya kwanza.',
    'beauty-spa':
      'Chochote wanachopaswa kujua: aina ya ngozi yako, mzio, au kama ni mara yako ya kwanza.',
    photography: 'Chochote wanachopaswa kujua: shughuli, mahali, na idadi ya watu.',
  },
  noTimes: 'Chagua siku kwanza.',
  submit: 'Tuma ombi',
  fallback: {
    whatsapp: 'Tuma kwa WhatsApp',
    email: 'Tuma kwa barua pepe',
  },
  /** The message sent by WhatsApp or email, line by line. */
  message: {
    greeting:
      'Habari {name}, ningependa kuweka miadi ya {service} {day}, {time}, katika {address}.',
    ask: 'Habari {name}, ningependa kuweka miadi katika {address}.',
    member: 'Na {member}, ikiwezekana.',
    me: 'Jina langu ni {name}, simu {phone}.',
    policy: 'Nimesoma sera yenu ya miadi: {policy}',
    deposit: 'Malipo ya awali: {deposit}, mkishathibitisha.',
    note: 'Maelezo: {note}',
    closing: 'Tafadhali thibitisha kama inawezekana. Asante.',
    subject: 'Ombi la miadi kwa {name}',
  },
} as const satisfies Translation<typeof en.bookingForm>;
