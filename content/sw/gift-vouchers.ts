import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/gift-vouchers';

/**
 * Vocha za zawadi kwenye ukurasa wa biashara, kwenye wijeti yake na kwenye /sw/gift-vouchers.
 * Hakuna kinachouzwa wala kulipwa kwenye tovuti.
 */
export const giftVouchers = {
  title: 'Vocha za zawadi',
  intro:
    'Mpe mtu zawadi kwa {name}: vocha ya kiasi fulani au ya huduma. Unaomba hapa; {name} wanathibitisha, unawalipa kwa M-Pesa, na wanatuma msimbo siku utakayochagua.',
  offer: {
    title: 'Unachoweza kutoa',
    amount: 'Vocha ya {amount}',
    service: '{service}: {price}',
    validity: 'Inatumika kwa {months} tangu siku msimbo unapotumwa.',
    months: { one: 'mwezi {count}', other: 'miezi {count}' },
    pay: 'Inalipwa kwa M-Pesa kwa {to}, baada ya {name} kuthibitisha. Hakuna kinachouzwa wala kulipwa kwenye tovuti hii.',
    terms: 'Masharti',
  },
  form: {
    title: 'Omba vocha ya zawadi',
    labels: {
      gift: 'Vocha ya',
      name: 'Jina lako',
      phone: 'Nambari yako ya simu',
      recipientName: 'Ni ya nani',
      recipientPhone: 'Nambari yake ya simu',
      selfHandOver: 'Nitampa mwenyewe: tuma msimbo kwa nambari yangu',
      note: 'Ujumbe mfupi kwake (si lazima)',
      date: 'Siku inayopaswa kumfikia',
    },
    placeholders: { gift: 'Chagua kiasi au huduma' },
    errorLabels: {
      gift: 'vocha',
      recipientName: 'jina la mpokeaji',
      recipientPhone: 'nambari ya simu ya mpokeaji',
      date: 'siku inayopaswa kumfikia',
    },
    hints: {
      phone:
        'Nambari ya simu ya Kenya, kama 0712 345 678. {name} wanathibitisha na kuomba malipo kupitia nambari hii.',
      recipientPhone: 'Msimbo unatumwa kwa nambari hii kwa SMS au WhatsApp.',
      note: 'Unatumwa pamoja na msimbo. Hadi herufi 150.',
    },
    errors: { note: 'Ujumbe usizidi herufi 150.' },
    submit: 'Tuma ombi la vocha',
    sent: 'Miadi imepokea ombi lako la vocha na inalipeleka kwa {name} sasa. Hakuna kinacholipwa hadi wathibitishe.',
  },
  next: {
    confirms: '{name} wanathibitisha vocha na bei yake kwa {channel}.',
    pay: 'Unalipa {amount} kwa M-Pesa kwa {to}, ukitumia nambari hiyo ya akaunti.',
    sendsTo: 'Tarehe {date}, {name} wanamtumia {recipient} msimbo wa vocha kwa SMS au WhatsApp.',
    sendsToMe: 'Tarehe {date}, {name} wanakutumia msimbo wa vocha kwa SMS au WhatsApp, umkabidhi.',
  },
  privacy: {
    endpoint:
      'Timu ya Miadi inapokea ombi lako na kulipeleka kwa {name}, kwa ajili ya kupanga vocha hii tu.',
    ownEmail:
      '{name} wanapokea ombi lako, kwa WhatsApp au barua pepe, kwa ajili ya kupanga vocha hii tu.',
    siteEmail:
      '{name} wanapokea ombi lako kwenye WhatsApp; kwa barua pepe, timu ya Miadi inalipokea na kulipeleka kwa {name}. Kwa ajili ya kupanga vocha hii tu.',
  },
  message: {
    greeting: 'Habari {name}, ningependa vocha ya zawadi ya {gift}, kwenu {address}.',
    recipient: 'Ni ya {recipient}, simu {phone}: tafadhali mtumie msimbo tarehe {date}.',
    self: 'Ni ya {recipient}. Nitampa mwenyewe: tafadhali nitumie msimbo tarehe {date}.',
    note: 'Ujumbe wangu kwenye vocha: "{note}"',
    pay: 'Nitalipa kwa M-Pesa kwa {to} mkishathibitisha.',
    direct:
      'Habari {name}, ningependa vocha ya zawadi kwenu {address}. Kiasi au huduma: … Ni ya: … (simu yake: …). Tafadhali mtumie msimbo tarehe: …',
    closing: 'Asante.',
    subject: 'Ombi la vocha ya zawadi kwa {name}',
  },
  direct: 'Au waandikie mwenyewe:',
  directLink: 'Omba vocha kwa {name} kwenye WhatsApp',
  directEmail: 'au kwa barua pepe',
  page: {
    title: 'Vocha za zawadi',
    metaTitle: 'Vocha za zawadi za saluni, spa, vinyozi na gym jijini Nairobi',
    description:
      'Toa masaji, miadi ya nywele au mazoezi: maeneo {count} jijini Nairobi yanatoa vocha za zawadi, zinazolipwa kwa M-Pesa na kutumwa kwa SMS au WhatsApp.',
    intro:
      'Mpe mtu zawadi ya masaji, mtindo mpya au mazoezi. Kila mahali hapa chini panatoa vocha: chagua mmoja, tuma ombi la vocha, na uwalipe kwa M-Pesa wakishathibitisha. Msimbo unamfikia unayemchagua siku unayoichagua.',
    count: {
      one: 'Mahali {count} panatoa vocha za zawadi',
      other: 'Maeneo {count} yanatoa vocha za zawadi',
    },
    inArea: 'Vocha za zawadi katika {area}',
    inCategory: 'Vocha za zawadi: {category}',
    areaIntro: {
      one: 'Mahali {count} katika {area} panatoa vocha za zawadi. Tuma ombi la vocha, na uwalipe kwa M-Pesa wakishathibitisha.',
      other:
        'Maeneo {count} katika {area} yanatoa vocha za zawadi. Chagua mmoja, tuma ombi la vocha, na uwalipe kwa M-Pesa wakishathibitisha.',
    },
    categoryIntro: {
      one: '{category}: mahali {count} panatoa vocha za zawadi. Tuma ombi la vocha, na uwalipe kwa M-Pesa wakishathibitisha.',
      other:
        '{category}: maeneo {count} yanatoa vocha za zawadi. Chagua mmoja, tuma ombi la vocha, na uwalipe kwa M-Pesa wakishathibitisha.',
    },
    areaDescription: {
      one: 'Vocha za zawadi katika {area}: mahali {count} panazitoa, zinalipwa kwa M-Pesa wakishathibitisha na kutumwa kwa SMS au WhatsApp.',
      other:
        'Vocha za zawadi katika {area}: maeneo {count} yanazitoa, zinalipwa kwa M-Pesa wakishathibitisha na kutumwa kwa SMS au WhatsApp.',
    },
    categoryDescription: {
      one: 'Vocha za zawadi, {category}: mahali {count} jijini Nairobi panazitoa, zinalipwa kwa M-Pesa na kutumwa kwa SMS au WhatsApp.',
      other:
        'Vocha za zawadi, {category}: maeneo {count} jijini Nairobi yanazitoa, zinalipwa kwa M-Pesa na kutumwa kwa SMS au WhatsApp.',
    },
    filters: {
      byArea: 'Kwa eneo',
      byCategory: 'Kwa aina',
      all: 'Vocha zote za zawadi',
      link: { one: '{name}: mahali {count}', other: '{name}: maeneo {count}' },
    },
    ask: 'Omba vocha kwa {name}',
  },
  searchWords: 'vocha ya zawadi',
  schemaName: 'Vocha ya zawadi: {gift}',
} as const satisfies Translation<typeof en.giftVouchers>;
