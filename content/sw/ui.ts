import type { Translation } from '@/content/i18n/types';
import type { ui as english } from '@/content/i18n/ui';

/**
 * The components' own words in Kiswahili. Validation messages say "Andika …" (write …) and
 * "Chagua …" (choose …) before the field's name, so no possessive has to agree with its noun.
 */
export const ui = {
  skipToContent: 'Ruka hadi maudhui',
  needsScript: 'Kitapatikana ukurasa ukimaliza kupakia.',
  sampleData: {
    label: 'Data ya mfano',
    text: 'Biashara, wataalamu na maoni kwenye ukurasa huu ni za kubuni, kuonyesha jinsi soko linavyofanya kazi. Hakuna iliyo halisi: usiwatumie taarifa zako wala pesa.',
  },
  logoLabel: '{name}, ukurasa wa mwanzo',
  pageTitle: '{title} | {name}',
  nav: {
    main: 'Menyu kuu',
    drawerLinks: 'Viungo vya menyu',
    menuTitle: 'Menyu',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    allBusinessTypes: 'Aina zote za biashara',
    allFeatures: 'Vipengele vyote',
  },
  feedTitle: 'Blogu ya {name}',
  readInThisLanguage: 'Soma ukurasa huu kwa Kiswahili',
  breadcrumb: 'Njia ya kurasa',
  pagination: {
    label: 'Kurasa',
    previous: 'Ukurasa uliotangulia',
    next: 'Ukurasa unaofuata',
    page: 'Ukurasa wa {page}',
  },
  footer: {
    copyright: '© {year} {name}. Haki zote zimehifadhiwa.',
  },
  notFound: {
    title: 'Ukurasa haupatikani',
    description: 'Ukurasa uliokuwa ukitafuta haupo hapa.',
    text: 'Hatukuweza kupata ukurasa huo. Huenda umehamishwa, au kiungo kimeandikwa vibaya.',
    home: 'Nenda ukurasa wa mwanzo',
    book: 'Weka miadi ya huduma',
  },
  learnMoreLink: 'Soma zaidi',
  learnMoreAbout: ' kuhusu {subject}',
  step: 'Hatua ya {number}',
  carousel: {
    previous: 'Slaidi iliyotangulia',
    next: 'Slaidi inayofuata',
    show: 'Onyesha slaidi {slide} kati ya {count}',
    position: '{slide} kati ya {count}',
    play: 'Cheza {subject}',
    pause: 'Simamisha {subject}',
    testimonials: 'Maoni ya wateja',
    rotatingHeadline: 'kichwa kinachobadilika',
    roleCarousel: 'onyesho la slaidi',
    roleSlide: 'slaidi',
  },
  rating: 'Nyota {rating} kati ya {max}',
  reviewCount: { one: 'maoni {count}', other: 'maoni {count}' },
  starCount: { one: 'nyota {count}', other: 'nyota {count}' },
  saveFavourite: 'Hifadhi {name} kwenye vipendwa',
  showPassword: 'Onyesha nenosiri',
  home: {
    introduction: 'Utangulizi',
    registerBusiness: 'Sajili Biashara',
    bookDemo: 'Omba Onyesho',
    categories: {
      eyebrow: 'Aina za biashara',
      title: 'Imejengwa kwa kila aina ya biashara ya huduma',
      intro:
        'Kuanzia studio za mazoezi hadi wasanii wa vipodozi, Miadi inaendana na jinsi unavyofanya kazi.',
    },
    features: {
      eyebrow: 'Vipengele',
      title: 'Zana nane zinazoendesha biashara yako',
      intro: 'Kila unachohitaji kupokea miadi, kulipwa na kukua, mahali pamoja.',
    },
    statsLabel: 'Miadi kwa takwimu',
    destinationEyebrow: 'Maeneo',
    pricing: {
      eyebrow: 'Bei',
      title: 'Mipango rahisi kwa shilingi za Kenya',
      intro:
        'Mwezi wa Bure unakupa mwezi mmoja wa Standard bure, bila kuulizwa maelezo ya malipo. Bei zinajumuisha VAT; hakuna ada ya kuanza, sitisha wakati wowote.',
      branches: 'Una matawi kadhaa?',
      compare: 'Linganisha mipango yote',
    },
    feedback: { eyebrow: 'Maoni ya wateja', title: 'Wenye biashara wanaipenda' },
    contactEyebrow: 'Wasiliana nasi',
  },
  planCards: {
    popular: 'Maarufu',
    free: 'Bure',
    perMonth: '/mwezi',
    aMonth: ' kwa mwezi',
    trialLength: { one: 'kwa mwezi {count}', other: 'kwa miezi {count}' },
    talkToSales: 'Zungumza na timu ya mauzo',
    startTrial: 'Anza mwezi wa bure',
    choose: 'Chagua {title}',
    planSuffix: ' kama mpango wako',
  },
  comparison: { feature: 'Kipengele', included: 'Kimejumuishwa', notIncluded: 'Hakijajumuishwa' },
  pricingActions: { demo: 'Omba onyesho', question: 'Tuulize swali' },
  aboutActions: {
    message: 'Tutumie ujumbe',
    demo: 'Omba onyesho',
    register: 'Sajili biashara yako',
  },
  legalContact: {
    call: 'piga simu',
    writeTo: 'au tuandikie kwa',
  },
  forms: {
    sending: 'Inatuma…',
    needAttention: {
      one: 'Sehemu 1 inahitaji kurekebishwa.',
      other: 'Sehemu {count} zinahitaji kurekebishwa.',
    },
    sent: 'Asante, ujumbe wako umetumwa.',
    mailtoOpen:
      'Programu yako ya barua pepe inapaswa kufunguka sasa, ujumbe huu ukiwa tayari kutumwa.',
    mailtoAddressed:
      'Ujumbe umeelekezwa kwa {email}; bonyeza kitufe cha kutuma humo ili utufikie. Hakuna kilichotumwa kutoka ukurasa huu.',
    mailtoAgain: 'Ikiwa programu ya barua pepe haikufunguka, fungua ujumbe tena au tuandikie kwa',
    mailtoReopen: 'fungua ujumbe tena',
    retry: 'Jaribu tena',
    acceptTerms: { before: 'Ninakubali', terms: 'Sheria na Masharti' },
    honeypot: 'Acha sehemu hii wazi',
    emailHandOver: {
      copy: 'Nakili maandishi',
      copied: 'Yamenakiliwa. Yabandike kwenye barua pepe mpya kwa {email}.',
      copyFailed:
        'Kunakili hakukufanya kazi hapa: maandishi yamechaguliwa, yanakili kwa kibodi au menyu yako.',
      open: 'Fungua kwenye programu ya barua pepe',
    },
    fields: {
      first_name: 'Jina la kwanza',
      last_name: 'Jina la ukoo',
      name: 'Jina',
      email: 'Barua pepe',
      phone: 'Nambari ya simu',
      subject: 'Mada',
      message: 'Ujumbe',
      business_name: 'Jina la biashara',
      business_type: 'Aina ya biashara',
      preferred_date: 'Tarehe unayopendelea',
      preferred_time: 'Saa unayopendelea',
    },
    contact: {
      submit: 'Tuma ujumbe',
      submitByEmail: 'Tuma kwa barua pepe',
      sent: 'Tunajibu ndani ya siku moja ya kazi.',
    },
    demo: {
      submit: 'Omba onyesho',
      submitByEmail: 'Omba onyesho kwa barua pepe',
      businessTypePlaceholder: 'Chagua aina ya biashara yako',
      anyTime: 'Saa yoyote',
    },
    newsletter: {
      submit: 'Jiandikishe',
      label: 'Anwani ya barua pepe',
      placeholder: 'wewe@mfano.com',
      sent: 'Tarajia habari zetu za kila wiki.',
    },
    mail: {
      subjects: {
        contact: 'Ujumbe kutoka tovuti',
        newsletter: 'Kujiandikisha kupokea jarida',
        demo: 'Ombi la onyesho',
        signup: 'Usajili wa biashara',
        'forgot-password': 'Ombi la kubadilisha nenosiri',
        booking: 'Ombi la miadi',
        waitlist: 'Ombi la orodha ya kusubiri',
        class: 'Ombi la nafasi darasani',
      },
      yes: 'Ndiyo',
    },
    errors: {
      status:
        'Hatukuweza kutuma hiki (seva ilijibu {status}). Maelezo yako bado yapo hapa: tafadhali jaribu tena.',
      timeout:
        'Kutuma kumechukua muda mrefu mno. Kagua muunganisho wako ujaribu tena; maelezo yako bado yapo hapa.',
      offline:
        'Hatukuweza kufikia seva. Kagua muunganisho wako ujaribu tena; maelezo yako bado yapo hapa.',
    },
  },
  validation: {
    required: 'Andika {label}.',
    tick: 'Weka alama kwenye “{Label}” ili uendelee.',
    email: 'Andika anwani ya barua pepe kama jina@mfano.com.',
    kenyanPhone:
      'Andika nambari ya simu ya mkononi ya Kenya kama 0712 345 678, 0112 345 678 au +254 712 345 678.',
    internationalPhone: 'Andika nambari kwa muundo wa kimataifa, ukianza na + na msimbo wa nchi.',
    password:
      'Tumia angalau alama 8 (herufi, tarakimu au ishara), zikiwemo angalau herufi moja na tarakimu moja.',
    dateFormat: 'Andika {label} kama tarehe, kwa mfano {example}.',
    notInPast: '{Label}: chagua tarehe ya leo au ya baadaye.',
    accepted: 'Kubali Sheria na Masharti ili uendelee.',
    chosen: 'Chagua {label}.',
    passwordsMatch: 'Manenosiri hayalingani.',
    pageAddress: 'Tumia herufi ndogo, tarakimu na vistari pekee, kama amani-salon.',
    cardDigits: 'Andika tarakimu 12 hadi 19 zilizo mbele ya kadi yako.',
    cardInvalid: 'Nambari hii ya kadi si sahihi: kagua tarakimu.',
    expiryFormat: 'Andika tarehe ya mwisho wa kadi kama MM/YY, kwa mfano 08/29.',
    expiryMonth: 'Andika mwezi halisi, kuanzia 01 hadi 12.',
    expired: 'Muda wa kadi hii umekwisha: tumia kadi nyingine.',
    cvv: 'Andika msimbo wa usalama (CVV) wenye tarakimu 3 au 4.',
  },
  search: {
    results: {
      none: 'Hakuna matokeo {description}',
      one: 'Matokeo 1 {description}',
      other: 'Matokeo {count} {description}',
    },
    searching: 'Inatafuta…',
    failed: 'Utafutaji haukuweza kupakia. Angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
    resultsTitle: 'Matokeo ya utafutaji',
    more: 'Onyesha matokeo zaidi',
    service: 'ya {service}',
    deals: 'yenye ofa',
    location: 'katika {area}',
    date: 'siku ya {date}',
    time: '{time}',
    everything: 'Biashara na wataalamu {count}',
    businesses: { one: 'Biashara 1', other: 'Biashara {count}' },
    professionals: { one: 'Mtaalamu 1', other: 'Wataalamu {count}' },
  },
  booking: {
    slotGone: 'Saa hiyo haiwezi kuwekewa miadi tena: chagua nyingine.',
    slotPassed: 'Saa hiyo imeshapita: chagua ya baadaye.',
  },
  profile: {
    title: '{name}, {category} katika {area}',
    description: {
      one: '{name} katika {area}, {county}: {services}. Bei {prices}, nyota {rating} kutokana na maoni {count}. Ona saa za kufungua na uombe miadi.',
      other:
        '{name} katika {area}, {county}: {services}. Bei {prices}, nyota {rating} kutokana na maoni {count}. Ona saa za kufungua na uombe miadi.',
    },
    worksAt: 'Hufanya kazi katika {venue}',
    ratingFor: ' kwa {name}',
    reviewsAsWritten: 'Maoni yanaonyeshwa kama yalivyoandikwa na wateja, kwa Kiingereza.',
  },
} as const satisfies Translation<typeof english>;
