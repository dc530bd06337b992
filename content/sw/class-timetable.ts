import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/class-timetable';

/**
 * Ratiba ya madarasa kwenye ukurasa wa biashara, na ombi la nafasi darasani, kwa Kiswahili.
 * Class names are the owner's words and come as written unless the data gives a Kiswahili one.
 */
export const classTimetable = {
  title: 'Madarasa',
  intro: 'Kila wiki, kuanzia Jumatatu. Saa zote ni za Kenya.',
  filters: {
    label: 'Onyesha madarasa',
    day: 'Siku',
    anyDay: 'Siku zote',
    level: 'Kiwango',
    anyLevel: 'Kiwango chochote',
    none: 'Hakuna darasa linalolingana: chagua siku au kiwango kingine.',
  },
  levels: {
    all: 'Viwango vyote',
    beginner: 'Wanaoanza',
    intermediate: 'Kiwango cha kati',
    advanced: 'Kiwango cha juu',
  },
  instructor: 'Mkufunzi',
  level: 'Kiwango',
  capacity: { one: 'Hadi mtu {count}', other: 'Hadi watu {count}' },
  spots: {
    none: 'Limejaa kufikia {when}',
    one: 'Nafasi {count} imebaki kufikia {when}',
    other: 'Nafasi {count} zimebaki kufikia {when}',
  },
  request: 'Omba nafasi',
  waitlist: 'Jiunge na orodha ya kusubiri',
} as const satisfies Translation<typeof en.classTimetable>;

export const classForm = {
  title: 'Omba nafasi darasani',
  intro:
    'Chagua darasa na tarehe unayotaka. {name} wenyewe ndio huthibitisha kila nafasi, kwa hivyo hili ni ombi hadi watakapokujibu.',
  labels: {
    class: 'Darasa',
    date: 'Tarehe',
    name: 'Jina',
    phone: 'Nambari ya simu ya mkononi',
    note: 'Maelezo (si lazima)',
  },
  placeholders: { class: 'Chagua darasa', date: 'Chagua tarehe' },
  hints: {
    date: 'Chagua darasa kwanza.',
    dateLater: 'Tarehe zitaonekana ukurasa ukimaliza kupakia.',
    note: 'Chochote mkufunzi anachopaswa kujua: kama ni darasa lako la kwanza, au jeraha.',
  },
  full: 'Darasa hili limejaa. Tuma ombi hili ili ujiunge na orodha yake ya kusubiri: {name} watawasiliana nawe nafasi ikipatikana. Hakuna nafasi inayoahidiwa.',
  submit: 'Tuma ombi la nafasi',
  sent: 'Timu ya Miadi imepokea ombi lako na inalipeleka kwa {name}; uthibitisho unakuja kwa {channel}.',
  sentNote: 'Nafasi yako haijawekwa hadi watakapothibitisha.',
  privacy: {
    endpoint:
      'Timu ya Miadi inapokea ombi lako na kulipeleka kwa {name}, kwa ajili ya kuthibitisha nafasi yako au kuwasiliana nawe nafasi ikipatikana tu.',
    ownEmail:
      'Ombi lako linatumwa kwa {name} kwa WhatsApp au barua pepe, na linatumika tu kuthibitisha nafasi yako au kukujulisha nafasi ikipatikana.',
    siteEmail:
      'Ukituma kwa WhatsApp, ombi lako linaenda moja kwa moja kwa {name}; ukituma kwa barua pepe, linaenda kwa timu ya Miadi, nayo inalipeleka kwa {name}. Linatumika tu kuthibitisha nafasi yako au kukujulisha nafasi ikipatikana.',
  },
  message: {
    greeting:
      'Habari {name}, ningependa nafasi katika {class} na {instructor} {day}, {time}, katika {address}.',
    full: 'Najua limejaa: tafadhali wasiliana nami nafasi ikipatikana.',
    closing: 'Asante.',
    subject: 'Ombi la nafasi darasani kwa {name}',
  },
} as const satisfies Translation<typeof en.classForm>;
