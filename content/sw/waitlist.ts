import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/waitlist';

/**
 * Orodha ya kusubiri kwenye ukurasa wa biashara na kwenye wijeti yake, kwa Kiswahili. Haiahidi
 * chochote: biashara huwasiliana na mgeni nafasi ikipatikana. As in the booking form, no verb
 * has to agree with the listing's name.
 */
export const waitlist = {
  link: 'Hakuna saa inayokufaa? Jiunge na orodha ya kusubiri',
  title: 'Jiunge na orodha ya kusubiri',
  intro:
    'Hakuna saa inayokufaa? Waambie {name} siku na saa unazoweza kuja. Nafasi ikipatikana, watawasiliana nawe. Hili haliweki miadi wala haliahidi nafasi.',
  labels: {
    service: 'Huduma',
    days: 'Siku zinazokufaa',
    window: 'Saa zinazokufaa',
    from: 'Kuanzia',
    to: 'Hadi',
    name: 'Jina',
    phone: 'Nambari ya simu ya mkononi',
  },
  placeholders: { service: 'Chagua huduma', from: 'Chagua saa', to: 'Chagua saa' },
  hints: {
    days: 'Siku 14 zijazo ambazo wako wazi. Weka alama kwenye kila siku unayoweza kuja.',
    window: 'Saa za Kenya.',
    phone:
      'Nambari ya simu ya mkononi ya Kenya, kama 0712 345 678. Watakupigia au kukutumia ujumbe kupitia nambari hii.',
  },
  errors: {
    days: 'Weka alama kwenye angalau siku moja inayokufaa.',
    window: 'Chagua saa ya mwisho iliyo baada ya saa ya kuanzia.',
    short: 'Chagua saa zisizopungua muda wa huduma: {duration}.',
    from: 'Chagua saa ya kuanzia.',
    to: 'Chagua saa ya mwisho.',
  },
  submit: 'Jiunge na orodha ya kusubiri',
  sent: '{name} watawasiliana nawe nafasi ikipatikana.',
  sentNote: 'Hakuna miadi iliyowekwa na hakuna nafasi iliyoahidiwa.',
  calendar: {
    title: 'Orodha ya kusubiri: {service} kwa {name} (haijathibitishwa)',
    note: 'Ombi la orodha ya kusubiri, si miadi: {name} watawasiliana nawe nafasi ikipatikana katika saa hizi.',
    file: 'ombi-la-orodha-ya-kusubiri',
  },
  privacy: {
    endpoint:
      'Timu ya Miadi inapokea ombi lako na kulipeleka kwa {name}, kwa ajili ya kuwasiliana nawe nafasi ikipatikana tu.',
    ownEmail:
      'Ombi lako linatumwa kwa {name} kwa WhatsApp au barua pepe, na linatumika tu kukujulisha nafasi ikipatikana.',
    siteEmail:
      'Ukituma kwa WhatsApp, ombi lako linaenda moja kwa moja kwa {name}; ukituma kwa barua pepe, linaenda kwa timu ya Miadi, nayo inalipeleka kwa {name}. Linatumika tu kukujulisha nafasi ikipatikana.',
  },
  message: {
    greeting:
      'Habari {name}, kwa sasa hakuna saa inayonifaa kwa {service}. Tafadhali wasiliana nami nafasi ikipatikana {days}, kati ya {from} na {to}, katika {address}.',
    closing: 'Asante.',
    subject: 'Ombi la orodha ya kusubiri kwa {name}',
  },
} as const satisfies Translation<typeof en.waitlist>;
