import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/booking-terms';

/**
 * Sera, malipo ya awali na hatua zinazofuata ombi la miadi (D31, D32). Sentensi hazikubaliani
 * na jina la biashara ({name} haliwi kiima cha kitenzi), kama kwingineko kwenye tovuti.
 */
export const bookingTerms = {
  policy: {
    title: 'Sera ya miadi',
    freeCancellation: {
      one: 'Unaweza kughairi bila malipo hadi {count} kabla ya miadi yako.',
      other: 'Unaweza kughairi bila malipo hadi {count} kabla ya miadi yako.',
    },
    freeCancellationUntilStart: 'Unaweza kughairi bila malipo hadi miadi yako ianze.',
    lateCancellationFee: 'Ukighairi baadaye, ada ni {fee}.',
    noShowFee: 'Usipofika, ada ya kutofika ni {fee}.',
    depositReturned: 'Ukighairi kwa wakati, malipo ya awali yanarudishwa.',
    depositCredit: 'Ukighairi kwa wakati, malipo ya awali yanawekwa kama salio la ziara nyingine.',
    lateArrival: {
      one: 'Unaweza kuchelewa hadi dakika {count}.',
      other: 'Unaweza kuchelewa hadi dakika {count}.',
    },
    percentOfPrice: '{percent}% ya bei',
    fullPrice: 'bei yote',
    insideWindow: {
      one: 'Muda huu ni chini ya {count} kutoka sasa, kwa hiyo kuughairi si bure tena.',
      other: 'Muda huu ni chini ya {count} kutoka sasa, kwa hiyo kuughairi si bure tena.',
    },
    none: 'Hakuna sera ya miadi iliyochapishwa na {name}. Unaweza kuuliza kuhusu kughairi ombi lako linapothibitishwa.',
  },
  deposit: {
    title: 'Malipo ya awali',
    percentOfPrice: '{percent}% ya bei (baada ya punguzo lolote)',
    line: '{amount}, yanalipwa kwa M-Pesa kwa {to} baada ya {name} kuthibitisha miadi yako.',
    paybill: 'Paybill {number}, akaunti {account}',
    till: 'Till nambari {number}',
    share: '{amount} ({percent}% ya {price})',
    form: 'Malipo ya awali: {amount}, kwa M-Pesa kwa {to} baada ya {name} kuthibitisha. Hakuna malipo yanayofanywa kwenye ukurasa huu.',
  },
  member: {
    label: 'Mfanyakazi',
    anyone: 'Yeyote',
    hint: 'Wanaoonyeshwa ni wale wanaofanya huduma uliyochagua na wanaofanya kazi siku na saa uliyochagua, pamoja na siku na saa za kazi za kila mmoja.',
    option: '{name}: {hours}',
  },
  request: {
    member: 'Mfanyakazi',
    deposit: 'Malipo ya awali',
    policy: 'Sera ya miadi kama ilivyoonyeshwa',
    price: 'Bei',
    depositValue: '{amount}, kwa M-Pesa kwa {to}',
  },
  carried: {
    passed: 'Muda uliochagua, {when}, umeshapita. Chagua siku na saa nyingine.',
    notOffered: '{when} haipatikani kwa huduma hii. Chagua siku na saa nyingine.',
    inTimetable: '{service} ni darasa lenye saa zake: chagua moja kwenye ratiba ya madarasa.',
  },
  next: {
    title: 'Hatua zinazofuata',
    sent: 'Timu ya Miadi imepokea ombi lako na inalipeleka kwa {name} sasa. Hakuna miadi iliyowekwa hadi ithibitishwe.',
    confirms: 'Uthibitisho kutoka kwa {name} unakuja kwa {channel}.',
    confirmsSoon:
      'Uthibitisho kutoka kwa {name} unakuja kwa {channel}, kwa kawaida ndani ya {time} (kufikia {month}).',
    deposit:
      'Miadi ikithibitishwa, lipa malipo ya awali ya {amount} kwa M-Pesa kwa {to}. Hakuna kilicholipwa bado.',
    change:
      'Kughairi au kubadilisha ombi, jibu ujumbe wao wa {channel} au mwandikie {name} kwa WhatsApp kupitia {whatsapp}.',
    calendar: 'Ongeza kwenye kalenda',
    calendarTitle: '{service} kwa {name} (ombi)',
    calendarNote:
      'Ombi, bado halijathibitishwa: uthibitisho kutoka kwa {name} unakuja kwa {channel}.',
    calendarFile: 'ombi-la-miadi',
    phoneHint: 'Nambari ya simu ya Kenya, kama 0712 345 678. Uthibitisho unakuja kwa {channel}.',
    phoneHintToThem:
      'Nambari ya simu ya Kenya, kama 0712 345 678. Mtu unayemwombea atapokea {what} kwa {channel}.',
  },
  handOver: {
    title: 'Tuma ombi hili kwa {name}',
    directEmail: 'au kwa barua pepe',
    ownEmail:
      'WhatsApp inafunguka na ujumbe wako kwa {name}: bonyeza tuma huko. Hakuna kinachotumwa hadi utume, na hakuna miadi iliyowekwa hadi jibu litoke kwa {name}. Huna WhatsApp? Tuma ujumbe huo huo kwa SMS au barua pepe, au unakili.',
    siteEmail:
      'WhatsApp inafunguka na ujumbe wako kwa {name}: bonyeza tuma huko. Hakuna kinachotumwa hadi utume, na hakuna miadi iliyowekwa hadi jibu litoke kwa {name}. Huna WhatsApp? Tuma ujumbe huo huo kwa SMS, au kwa barua pepe kwa Miadi kupitia {email}, nao watalipeleka kwa {name}, au unakili.',
    sms: 'Tuma kwa SMS',
    label: 'Ujumbe wako',
    copy: 'Nakili ujumbe',
    copied: 'Umenakiliwa. Ubandike kwenye ujumbe kwa {name}.',
    copyFailed: 'Kunakili hakukufanya kazi hapa: ujumbe umechaguliwa ili uunakili mwenyewe.',
  },
  privacy: {
    endpoint:
      'Timu ya Miadi inapokea ombi lako na kulipeleka kwa {name}, kwa ajili ya kuthibitisha miadi yako tu.',
    ownEmail:
      'Ombi lako linatumwa kwa {name} kwa WhatsApp au barua pepe, na linatumika tu kuthibitisha miadi yako.',
    siteEmail:
      'Ukituma kwa WhatsApp, ombi lako linaenda moja kwa moja kwa {name}; ukituma kwa barua pepe, linaenda kwa timu ya Miadi, nayo inalipeleka kwa {name}. Linatumika tu kuthibitisha miadi yako.',
  },
  about: {
    title: 'Kuhusu {name}',
    payments: 'Malipo mahali pa huduma',
    methods: { 'm-pesa': 'M-Pesa', cash: 'Pesa taslimu', card: 'Kadi' },
    phone: 'Simu',
    directions: 'Pata maelekezo ya njia',
    confirms: 'Maombi yanathibitishwa kwa {channel}.',
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    replies: 'Kwa kawaida jibu hutolewa ndani ya {time} (kufikia {month}).',
    hours: { one: '{count}', other: '{count}' },
    minutes: { one: 'dakika {count}', other: 'dakika {count}' },
  },
} as const satisfies Translation<typeof en.bookingTerms>;

export const forSomeone = {
  legend: 'Ni kwa ajili ya nani?',
  me: 'Mimi',
  someoneElse: 'Mtu mwingine',
  name: 'Jina lake',
  phone: 'Nambari yake ya simu ya mkononi',
  phoneHint: 'Nambari ya simu ya Kenya, kama 0712 345 678.',
  errors: { name: 'Andika jina lake.', phone: 'Andika nambari yake ya simu ya mkononi.' },
  sendTo: { legend: 'Nani apokee {what}?', me: 'Mimi', them: 'Yeye, kwa nambari yake' },
  what: {
    confirmation: 'uthibitisho',
    confirmationDeposit: 'uthibitisho na maelezo ya malipo ya awali',
    reply: 'jibu',
    replyDeposit: 'jibu na maelezo ya malipo ya awali',
  },
  message: {
    for: 'Ni kwa ajili ya {name}, simu {phone}.',
    toMe: 'Tafadhali nitumie {what}.',
    toThem: 'Tafadhali mtumie {name} {what} kupitia {phone}.',
  },
  next: { toMe: 'Utapokea {what}.', toThem: '{name} atapokea {what} kupitia {phone}.' },
  calendar: {
    title: '{name}: {title}',
    note: 'Kwa ajili ya {name}, simu {phone}. Ombi limetumwa na {by}.',
  },
  privacy:
    'Jina na nambari ya simu ya mtu unayemwombea yanatumwa kwa {name} kwa ajili ya miadi hii pekee.',
  direct: {
    text: 'Unamwekea mtu mwingine miadi?',
    link: 'Mwandikie {name} kwa WhatsApp kwa niaba yake',
    message:
      'Ni kwa ajili ya (jina lake), simu (nambari yake). Tafadhali tumeni uthibitisho (kwangu au kwake).',
  },
} as const satisfies Translation<typeof en.forSomeone>;
