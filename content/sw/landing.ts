import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/landing';

/** The landing page in Kiswahili. Links, pictures and people's names come from the English. */

const slides = en.hero.slides;

export const hero = {
  before: 'Programu moja ya miadi kwa',
  after: 'na kila biashara ya huduma',
  text: 'Pokea miadi saa zote, lipwa kwa kadi au M-Pesa, na wafanye wateja wako warudi tena na tena, yote kupitia programu moja rahisi.',
  register: { ...en.hero.register, label: 'Sajili Biashara' },
  demo: { ...en.hero.demo, label: 'Omba Onyesho' },
  customers: { ...en.hero.customers, label: 'Weka miadi ya saluni, kinyozi au spa karibu nawe' },
  slides: [
    {
      word: 'saluni',
      image: { ...slides[0].image, alt: 'Msusi akimkausha mteja nywele kwenye kiti cha saluni' },
    },
    {
      word: 'kinyozi',
      image: { ...slides[1].image, alt: 'Kinyozi akimnyoa mteja fade kwa mashine' },
    },
    {
      word: 'spa',
      image: { ...slides[2].image, alt: 'Mteja akipumzika kwenye spa kwa mawe moto na taulo' },
    },
    {
      word: 'msanii wa vipodozi',
      image: { ...slides[3].image, alt: 'Msanii wa vipodozi akimpaka mteja foundation' },
    },
  ],
  interval: en.hero.interval,
} as const satisfies Translation<typeof en.hero>;

const categories = en.businessCategories;

export const businessCategories = [
  { ...categories[0], name: 'Mazoezi' },
  { ...categories[1], name: 'Urembo' },
  { ...categories[2], name: 'Upigaji Picha' },
  { ...categories[3], name: 'Densi na Muziki' },
  { ...categories[4], name: 'Masaji' },
  { ...categories[5], name: 'Urembo na Vipodozi' },
] as const satisfies Translation<typeof en.businessCategories>;

export const whyChoose = {
  title: 'Kwa nini biashara huchagua Miadi',
  register: { ...en.whyChoose.register, label: 'Sajili Biashara' },
  demo: { ...en.whyChoose.demo, label: 'Omba Onyesho' },
  text: 'Wateja wanaweka miadi nawe mtandaoni wakati unaendelea na kazi. Vikumbusho vinapunguza wasiofika, malipo ya awali na ada za kughairi hulinda muda wako, na kuorodheshwa bure katika soko la Miadi pamoja na ofa za kila siku kunakuletea wateja wapya.',
  points: [
    'Kuorodheshwa bure katika soko la Miadi',
    'Vikumbusho na orodha ya kusubiri inayojaza nafasi za miadi iliyoghairiwa',
    'Ada za kutofika na za kughairi, muda wa mapema, na nafasi za miadi kila baada ya dakika 15, 20 au 30',
    'Malipo kwa kadi, M-Pesa na Apple Pay',
  ],
} as const satisfies Translation<typeof en.whyChoose>;

const features = en.keyFeatures;

export const keyFeatures = [
  {
    ...features[0],
    title: 'Kuweka miadi mtandaoni',
    text: 'Wateja wanaweka miadi mchana na usiku, siku 7 za wiki, kutoka ukurasa wako, soko la Miadi au fomu ya miadi kwenye tovuti yako.',
  },
  {
    ...features[1],
    title: 'Ratiba ya madarasa',
    text: 'Endesha madarasa na vipindi vya vikundi vyenye idadi ya juu na orodha ya kusubiri kwa wanaoghairi.',
  },
  {
    ...features[2],
    title: 'Kupokea malipo',
    text: 'Pokea malipo ya awali na malipo kamili kwa kadi, M-Pesa na Apple Pay, pamoja na ada za kutofika na za kughairi.',
  },
  {
    ...features[3],
    title: 'Vikumbusho',
    text: 'Vikumbusho vya SMS, barua pepe na arifa za simu vinavyotumwa vyenyewe ili wateja wafike kwa wakati.',
  },
  {
    ...features[4],
    title: 'Zana za masoko',
    text: 'Kampeni, ofa na kuunganishwa na mitandao ya kijamii na ramani ili kujaza siku zilizo tulivu.',
  },
  {
    ...features[5],
    title: 'Usimamizi wa wafanyakazi',
    text: 'Zamu, kamisheni na kalenda ya kila msusi mahali pamoja.',
  },
  {
    ...features[6],
    title: 'Kufuatilia wateja',
    text: 'Wasifu wa kila mteja wenye historia ya ziara zake, mapendeleo yake na maelezo.',
  },
  {
    ...features[7],
    title: 'Ankara na ripoti',
    text: 'Ankara za kitaalamu, uanachama na ripoti zinazoonyesha kinachokuingizia zaidi.',
  },
] as const satisfies Translation<typeof en.keyFeatures>;

export const stats = [
  { value: '500+', label: 'Miadi iliyowekwa' },
  { value: '750+', label: 'Biashara washirika' },
  { value: '2,000+', label: 'Wasusi na wataalamu' },
  { value: '13+', label: 'Maeneo' },
] as const satisfies Translation<typeof en.stats>;

export const destination = {
  title: 'Mahali unapoweza kuweka miadi kupitia Miadi',
  text: 'Biashara kote Nairobi na nje yake zinapokea miadi kupitia Miadi. Tafuta iliyo karibu nawe.',
} as const satisfies Translation<typeof en.destination>;

const reviews = en.testimonials;

export const testimonials = [
  {
    ...reviews[0],
    text: 'Tangu tuhamishie miadi yetu kwa Miadi, wateja wasiofika karibu wamekwisha. Malipo ya awali kwa M-Pesa ndiyo yaliyoleta tofauti.',
  },
  {
    ...reviews[1],
    text: 'Wateja wangu wanaweka miadi kutoka Instagram saa sita usiku, na ninaamka nikiwa na siku iliyojaa. Natamani ningeanza mapema.',
  },
  {
    ...reviews[2],
    text: 'Orodha ya kusubiri inajaza kila nafasi iliyoghairiwa yenyewe, na ripoti zinaonyesha ni huduma zipi zinazolipa kweli.',
  },
] as const satisfies Translation<typeof en.testimonials>;

export const contact = {
  title: 'Wasiliana nasi',
  text: 'Una maswali kuhusu mipango, jinsi ya kuanza au akaunti yako? Tutumie ujumbe nasi tutakujibu ndani ya siku moja ya kazi.',
  subjects: [
    { value: 'general', label: 'Swali la kawaida' },
    { value: 'pricing', label: 'Bei' },
    { value: 'technical', label: 'Masuala ya kiufundi' },
  ],
} as const satisfies Translation<typeof en.contact>;
