import type { Translation } from '@/content/i18n/types';
import type { ui as english } from '@/content/i18n/ui';
import { formatLongDate, formatTime } from '@/lib/dates';

/**
 * The components' own words in Kiswahili. Validation messages say "Andika …" (write …) and
 * "Chagua …" (choose …) before the field's name, so no possessive has to agree with its noun.
 */
export const ui = {
  skipToContent: 'Ruka hadi maudhui',
  needsScript: 'Kitapatikana ukurasa ukimaliza kupakia.',
  logoLabel: (name) => `${name}, ukurasa wa mwanzo`,
  pageTitle: (title, name) => `${title} | ${name}`,
  nav: {
    main: 'Menyu kuu',
    drawerLinks: 'Viungo vya menyu',
    menuTitle: 'Menyu',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    allBusinessTypes: 'Aina zote za biashara',
    allFeatures: 'Vipengele vyote',
  },
  feedTitle: (name) => `Blogu ya ${name}`,
  readInThisLanguage: 'Soma ukurasa huu kwa Kiswahili',
  breadcrumb: 'Njia ya kurasa',
  footer: {
    copyright: (year, name) => `© ${year} ${name}. Haki zote zimehifadhiwa.`,
  },
  notFound: {
    title: 'Ukurasa haupatikani',
    description: 'Ukurasa uliokuwa ukitafuta haupo hapa.',
    text: 'Hatukuweza kupata ukurasa huo. Huenda umehamishwa, au kiungo kimeandikwa vibaya.',
    home: 'Nenda ukurasa wa mwanzo',
    book: 'Weka miadi ya huduma',
  },
  learnMoreLink: 'Soma zaidi',
  learnMoreAbout: (subject) => ` kuhusu ${subject}`,
  step: (number) => `Hatua ya ${number}`,
  carousel: {
    previous: 'Slaidi iliyotangulia',
    next: 'Slaidi inayofuata',
    show: (slide, count) => `Onyesha slaidi ${slide} kati ya ${count}`,
    position: (slide, count) => `${slide} kati ya ${count}`,
    play: (subject) => `Cheza ${subject}`,
    pause: (subject) => `Simamisha ${subject}`,
    testimonials: 'Maoni ya wateja',
    rotatingHeadline: 'kichwa kinachobadilika',
    roleCarousel: 'onyesho la slaidi',
    roleSlide: 'slaidi',
  },
  rating: (rating, max) => `Nyota ${rating} kati ya ${max}`,
  reviewCount: (count) => `maoni ${count}`,
  starCount: (count) => `nyota ${count}`,
  saveFavourite: (name) => `Hifadhi ${name} kwenye vipendwa`,
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
      intro: 'Anza bure kwa mwezi mmoja. Hakuna ada ya kuanza, sitisha wakati wowote.',
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
    trialLength: (months) => (months === 1 ? 'kwa mwezi 1' : `kwa miezi ${months}`),
    talkToSales: 'Zungumza na mauzo',
    contactSales: 'wasiliana na kitengo cha mauzo',
    startTrial: 'Anza mwezi wa bure',
    choose: (title) => `Chagua ${title}`,
    planSuffix: ' kama mpango wako',
  },
  comparison: { feature: 'Kipengele', included: 'Kimo', notIncluded: 'Hakimo' },
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
    needAttention: (count) =>
      count === 1 ? 'Sehemu 1 inahitaji kurekebishwa.' : `Sehemu ${count} zinahitaji kurekebishwa.`,
    sent: 'Asante, ujumbe wako umetumwa.',
    mailtoOpen:
      'Programu yako ya barua pepe inapaswa kufunguka sasa, ujumbe huu ukiwa tayari kutumwa.',
    mailtoAddressed: (email) =>
      `Ujumbe umeelekezwa kwa ${email}; bonyeza kitufe cha kutuma humo ili utufikie. Hakuna kilichotumwa kutoka ukurasa huu.`,
    mailtoAgain: 'Ikiwa programu ya barua pepe haikufunguka, fungua ujumbe tena au tuandikie kwa',
    mailtoReopen: 'fungua ujumbe tena',
    retry: 'Jaribu tena',
    acceptTerms: { before: 'Ninakubali', terms: 'Sheria na Masharti' },
    honeypot: 'Acha sehemu hii wazi',
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
    contact: { submit: 'Tuma ujumbe', sent: 'Tunajibu ndani ya siku moja ya kazi.' },
    demo: {
      submit: 'Omba onyesho',
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
      },
      yes: 'Ndiyo',
    },
    errors: {
      status: (status) =>
        `Hatukuweza kutuma hiki (seva ilijibu ${status}). Maelezo yako bado yapo hapa: tafadhali jaribu tena.`,
      timeout:
        'Kutuma kumechukua muda mrefu mno. Kagua muunganisho wako ujaribu tena; maelezo yako bado yapo hapa.',
      offline:
        'Hatukuweza kufikia seva. Kagua muunganisho wako ujaribu tena; maelezo yako bado yapo hapa.',
    },
  },
  validation: {
    required: (label) => `Andika ${label.toLowerCase()}.`,
    tick: (label) => `Weka alama kwenye “${label}” ili uendelee.`,
    email: 'Andika anwani ya barua pepe kama jina@mfano.com.',
    kenyanPhone:
      'Andika nambari ya simu ya mkononi ya Kenya kama 0712 345 678, 0112 345 678 au +254 712 345 678.',
    internationalPhone: 'Andika nambari kwa muundo wa kimataifa, ukianza na + na msimbo wa nchi.',
    password: 'Tumia angalau herufi 8, zikiwemo angalau herufi moja na tarakimu moja.',
    dateFormat: (label, example) =>
      `Andika ${label.toLowerCase()} kama tarehe, kwa mfano ${example}.`,
    notInPast: (label) => `${label}: chagua tarehe ya leo au ya baadaye.`,
    accepted: 'Kubali Sheria na Masharti ili uendelee.',
    chosen: (label) => `Chagua ${label.toLowerCase()}.`,
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
    results: (count, description) =>
      `${count === 0 ? 'Hakuna matokeo' : `Matokeo ${count}`}${description ? ` ${description}` : ''}`,
    service: (service) => `ya ${service}`,
    location: (area) => `katika ${area}`,
    date: (date) => `siku ya ${formatLongDate(date, 'sw')}`,
    time: (time) => formatTime(time, 'sw'),
    today: 'Leo',
    tomorrow: 'Kesho',
    everything: (count) => `Biashara na wataalamu ${count}`,
    businesses: (count) => `Biashara ${count}`,
    professionals: (count) => (count === 1 ? 'Mtaalamu 1' : `Wataalamu ${count}`),
  },
  booking: { slotGone: 'Saa hiyo haipatikani tena: chagua nyingine.' },
  profile: {
    title: (name, category, area) => `${name}, ${category} katika ${area}`,
    description: (name, area, services, prices, rating, reviews) =>
      `${name} katika ${area}, Nairobi: ${services}. Bei ${prices}, nyota ${rating} kutokana na maoni ${reviews}. Ona saa za kufungua na uombe miadi.`,
    worksAt: (venue) => `Hufanya kazi katika ${venue}`,
    ratingFor: (name) => ` kwa ${name}`,
    reviewsAsWritten: 'Maoni yanaonyeshwa kama yalivyoandikwa na wateja, kwa Kiingereza.',
  },
} as const satisfies Translation<typeof english>;
