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
      one: 'Unaweza kughairi bila malipo hadi saa {count} kabla ya miadi yako.',
      other: 'Unaweza kughairi bila malipo hadi saa {count} kabla ya miadi yako.',
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
    hint: 'Wanaoonyeshwa ni wale tu wanaofanya huduma uliyochagua.',
  },
  request: {
    member: 'Mfanyakazi',
    deposit: 'Malipo ya awali',
    policy: 'Sera ya miadi kama ilivyoonyeshwa',
    depositValue: '{amount}, kwa M-Pesa kwa {to}',
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
    hours: { one: 'saa {count}', other: 'saa {count}' },
    minutes: { one: 'dakika {count}', other: 'dakika {count}' },
  },
} as const satisfies Translation<typeof en.bookingTerms>;
