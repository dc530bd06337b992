/**
 * The product's words in Kiswahili, fixed once so every page says the same thing. `sw` is the
 * word to use, `en` the English it stands for, `avoid` the synonyms a translator might reach
 * for and must not (tests/unit/i18n-glossary.test.ts looks for them in every Kiswahili
 * module). Plain Kenyan usage wins over textbook Kiswahili: "gym", "spa", "M-Pesa", "SMS" and
 * "app" are what people say. The brand Miadi is also the word for appointments, which suits it.
 */
export type GlossaryEntry = {
  en: string;
  sw: string;
  /** Why this word, where the choice was not obvious. */
  note?: string;
  avoid?: readonly string[];
};

export const glossary = {
  booking: {
    en: 'booking, appointment',
    sw: 'miadi',
    note: 'One word for both, as Kenyans use it: "miadi yako" is your booking. The same noun in singular and plural.',
    avoid: ['uhifadhi wa nafasi', 'buking', 'bukingi'],
  },
  book: {
    en: 'to book',
    sw: 'kuweka miadi',
    note: '"Weka miadi" on a button; "kuhifadhi nafasi" sounds like a hotel or a bus seat.',
  },
  slot: { en: 'slot, free time', sw: 'nafasi', note: '"nafasi wazi" for free slots' },
  service: { en: 'service', sw: 'huduma' },
  business: { en: 'business', sw: 'biashara' },
  client: {
    en: 'client, customer',
    sw: 'mteja',
    note: 'plural wateja',
    avoid: ['kastoma'],
  },
  professional: { en: 'professional, talent', sw: 'mtaalamu', note: 'plural wataalamu' },
  staff: { en: 'staff, employee', sw: 'mfanyakazi', note: 'plural wafanyakazi' },
  price: { en: 'price', sw: 'bei' },
  plan: {
    en: 'plan (subscription)',
    sw: 'mpango',
    note: 'plural mipango. The paid plans keep their names Standard, Professional and Enterprise, as products do in Kenya; the free one is "Mwezi wa Bure".',
  },
  freeTrial: { en: 'free trial', sw: 'Mwezi wa Bure', note: 'the trial is one month' },
  deposit: {
    en: 'deposit',
    sw: 'malipo ya awali',
    note: '"amana" is a sum held in trust, such as a rent deposit; a booking deposit is paid ahead',
    avoid: ['amana', 'dipozit', 'diposit'],
  },
  payment: { en: 'payment', sw: 'malipo' },
  card: { en: 'card', sw: 'kadi' },
  invoice: { en: 'invoice', sw: 'ankara', avoid: ['invoisi'] },
  receipt: { en: 'receipt', sw: 'risiti' },
  marketplace: {
    en: 'marketplace',
    sw: 'soko la Miadi',
    note: '"sokoni" for on the marketplace',
  },
  listing: {
    en: 'listing (on the marketplace)',
    sw: 'kuorodheshwa',
    note: '"kuorodheshwa bure katika soko la Miadi" is a free listing',
    avoid: ['listing'],
  },
  reminder: { en: 'reminder', sw: 'kikumbusho', note: 'plural vikumbusho' },
  notification: {
    en: 'notification',
    sw: 'arifa',
    note: 'push notifications are "arifa za simu"',
    avoid: ['notisi'],
  },
  noShow: {
    en: 'no-show',
    sw: 'kutofika',
    note: 'a client who does not turn up is "mteja asiyefika"; the fee is "ada ya kutofika"',
  },
  cancel: {
    en: 'to cancel (a booking)',
    sw: 'kughairi',
    note: 'the fee is "ada ya kughairi"; to cancel a plan is "kusitisha mpango"',
    avoid: ['kukansel', 'kukanseli'],
  },
  waitlist: { en: 'waitlist', sw: 'orodha ya kusubiri' },
  leadTime: {
    en: 'lead time',
    sw: 'muda wa mapema',
    note: 'how far ahead a booking must be made',
  },
  fee: { en: 'fee', sw: 'ada' },
  report: { en: 'report', sw: 'ripoti' },
  analytics: { en: 'analytics', sw: 'takwimu' },
  inventory: {
    en: 'inventory, stock',
    sw: 'bidhaa',
    note: '"usimamizi wa bidhaa" is inventory management',
  },
  member: { en: 'member', sw: 'mwanachama', note: 'plural wanachama; membership is uanachama' },
  class: { en: 'class (fitness)', sw: 'darasa', note: 'plural madarasa' },
  trainer: { en: 'trainer, coach', sw: 'mkufunzi', note: 'plural wakufunzi' },
  feature: { en: 'feature', sw: 'kipengele', note: 'plural vipengele' },
  account: { en: 'account', sw: 'akaunti' },
  register: {
    en: 'to register, to sign up',
    sw: 'kujisajili',
    note: '"Sajili Biashara" on a button',
  },
  logIn: { en: 'to log in', sw: 'kuingia', note: '"Ingia" on a button' },
  password: { en: 'password', sw: 'nenosiri' },
  demo: {
    en: 'demo',
    sw: 'onyesho',
    note: '"Omba Onyesho" for Book a Demo: a visitor asks and we set the time',
  },
  website: { en: 'website', sw: 'tovuti' },
  widget: {
    en: 'booking widget',
    sw: 'fomu ya miadi',
    note: 'what it is to the owner: the booking form, set into their own website ("fomu ya miadi kwenye tovuti yako"). "widget" is English left on the page; "kiwiji" is a coinage few readers know',
    avoid: ['widget', 'kiwiji'],
  },
  app: { en: 'app', sw: 'programu', note: '"app ya Miadi" is fine in speech; pages say programu' },
  email: { en: 'email', sw: 'barua pepe' },
  phone: {
    en: 'phone, phone number',
    sw: 'simu, nambari ya simu',
    note: 'a field asks for the number: "Nambari ya simu ya mkononi", so its error reads "Andika nambari ya simu ya mkononi", never "Andika simu"',
    avoid: ['namba ya simu'],
  },
  location: {
    en: 'location (branch)',
    sw: 'tawi',
    note: 'plural matawi; a place or area is "eneo", plural maeneo',
  },
  openingHours: { en: 'opening hours', sw: 'saa za kufungua' },
  review: { en: 'review', sw: 'maoni', note: 'a star rating is "ukadiriaji", a star "nyota"' },
  support: { en: 'support', sw: 'usaidizi' },
  marketing: {
    en: 'marketing',
    sw: 'masoko',
    note: 'marketing only ("zana za masoko"), as in "idara ya masoko"; online marketplaces are "majukwaa ya mtandaoni", so one word never means both',
  },
  marketplaces: {
    en: 'online marketplaces (other booking sites)',
    sw: 'majukwaa ya mtandaoni',
    note: 'Miadi\'s own marketplace is "soko la Miadi"; "masoko" is kept for marketing',
    avoid: ['masoko ya mtandaoni'],
  },
  duration: {
    en: 'a length of time (45 min, 3 h)',
    sw: 'dakika 45, dakika 90, masaa 3',
    note: '"saa 2" is a clock time, eight in the morning, so a length of time never uses "saa {n}": under two hours it is counted in minutes ("dakika 90"), from two hours in "masaa" ("masaa 3", "masaa 24"), the plural Kenyans say for hours of time; "muda wa saa 3" was clear but long. lib/dates.ts formatDuration writes it; tests/unit/dates.test.ts fails on "saa {n}" used for a length of time. For the fluent reviewer: textbooks keep "saa" as its own plural',
    avoid: ['muda wa saa'],
  },
  clockTime: {
    en: 'a time of day',
    sw: 'saa 2 asubuhi (08:00)',
    note: 'the Swahili clock with the part of the day, and the 24-hour time beside it everywhere, opening hours too: "saa 2 asubuhi hadi saa 2 usiku (08:00–20:00)". Never "(8 am)"',
  },
  included: {
    en: 'included (in a plan)',
    sw: 'kimejumuishwa',
    note: '"hakijajumuishwa" for not included; "kimo" is height',
    avoid: ['kimo', 'hakimo'],
  },
  characters: {
    en: 'characters (of a password)',
    sw: 'alama',
    note: '"herufi" is a letter, so "herufi 8, zikiwemo herufi moja" says letters twice: "alama 8 (herufi, tarakimu au ishara)"',
  },
  rounding: {
    en: 'to round (an amount)',
    sw: 'kuzungusha',
    note: '"kukadiria" is to estimate',
    avoid: ['kikikadiriwa', 'kimekadiriwa'],
  },
  sales: {
    en: 'sales (the team)',
    sw: 'timu ya mauzo',
    note: '"Zungumza na timu ya mauzo": one talks to people, not to "mauzo"',
  },
  chain: {
    en: 'chain, franchise',
    sw: 'mnyororo wa biashara',
    note: 'plural minyororo; "franchise" is English left on the page',
    avoid: ['franchise'],
  },
  bookingsCount: {
    en: 'bookings (a number of them)',
    sw: 'idadi ya miadi',
    note: '"Miadi kwa mwezi" beside "Miadi Standard" reads as the brand',
  },
  generalEnquiry: {
    en: 'general (a contact subject)',
    sw: 'swali la kawaida',
    note: '"jumla" is a total or wholesale: it is the order\'s total ("Jumla") and nothing else',
  },
  nailSalon: {
    en: 'nail salon, nail bar',
    sw: 'saluni ya kucha',
    note: '"baa" is a pub',
    avoid: ['baa'],
  },
  hairStylist: {
    en: 'hair stylist, hairdresser',
    sw: 'mtengenezaji wa nywele',
    note: '"msusi" is a braider; "mtengeneza" is not a noun',
    avoid: ['mtengeneza'],
  },
  daySpa: {
    en: 'day spa',
    sw: 'spa (isiyo ya hoteli)',
    note: '"spa ya mchana" reads as a midday spa; a day spa is simply a spa, set against "spa ya hoteli" where needed',
    avoid: ['spa za mchana', 'spa ya mchana'],
  },
  petGrooming: {
    en: 'pet grooming',
    sw: 'urembo wa wanyama vipenzi',
    note: '"unadhifu" is tidiness; grooming of people is "utunzaji"',
    avoid: ['unadhifu wa wanyama'],
  },
  influencers: {
    en: 'digital influencers',
    sw: 'wenye ushawishi mitandaoni',
    note: '"washawishi" are persuaders, even instigators',
    avoid: ['washawishi'],
  },
  submit: {
    en: 'Submit, Pay (buttons)',
    sw: 'Chagua, Tuma usajili na ulipe {amount}',
    note: 'a button says what it does: the plan card chooses the plan ("Chagua", with the plan\'s name for screen readers); the last step sends the registration and asks for the money. "Wasilisha" is as empty as "Submit"',
    avoid: ['wasilisha'],
  },
  unlimited: { en: 'unlimited', sw: 'bila kikomo' },
  shillings: {
    en: 'Kenya shillings',
    sw: 'shilingi za Kenya',
    note: 'amounts stay as the site writes them everywhere: Kes 3,300',
    avoid: ['Ksh'],
  },
  mpesa: { en: 'M-Pesa', sw: 'M-Pesa', avoid: ['Mpesa'] },
} as const satisfies Record<string, GlossaryEntry>;
