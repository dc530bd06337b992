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
    sw: 'widget ya miadi',
    note: 'the English word, as Kenyan web people say it; "kiwiji" is a coinage few readers know',
    avoid: ['kiwiji'],
  },
  app: { en: 'app', sw: 'programu', note: '"app ya Miadi" is fine in speech; pages say programu' },
  email: { en: 'email', sw: 'barua pepe' },
  phone: { en: 'phone, phone number', sw: 'simu, nambari ya simu', avoid: ['namba ya simu'] },
  location: {
    en: 'location (branch)',
    sw: 'tawi',
    note: 'plural matawi; a place or area is "eneo", plural maeneo',
  },
  openingHours: { en: 'opening hours', sw: 'saa za kufungua' },
  review: { en: 'review', sw: 'maoni', note: 'a star rating is "ukadiriaji", a star "nyota"' },
  support: { en: 'support', sw: 'usaidizi' },
  marketing: { en: 'marketing', sw: 'masoko' },
  unlimited: { en: 'unlimited', sw: 'bila kikomo' },
  shillings: {
    en: 'Kenya shillings',
    sw: 'shilingi za Kenya',
    note: 'amounts stay as the site writes them everywhere: Kes 3,300',
    avoid: ['Ksh'],
  },
  mpesa: { en: 'M-Pesa', sw: 'M-Pesa', avoid: ['Mpesa'] },
} as const satisfies Record<string, GlossaryEntry>;
