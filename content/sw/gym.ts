import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/gym';

/** The gym and fitness page (/gym-fitness) in Kiswahili. Links and pictures as in English. */

export const gymPage = {
  title: 'Gym na Mazoezi',
  description:
    'Miadi, ratiba za madarasa, uanachama na malipo kwa kadi, M-Pesa na Apple Pay kwa gym, wakufunzi binafsi, studio za yoga na pilates na wakufunzi wa mazoezi nchini Kenya.',
} as const satisfies Translation<typeof en.gymPage>;

export const gymHero = {
  ...en.gymHero,
  title: 'Jaza kila darasa na ukuze gym yako kwa Miadi',
  text: 'Wanachama wanaweka miadi ya madarasa na vipindi vya mkufunzi binafsi mtandaoni, wanalipa kwa kadi au M-Pesa, na wanakumbushwa kabla ya kufika. Wewe unapata kalenda iliyojaa na muda zaidi ndani ya gym pamoja na wanachama.',
  register: { ...en.gymHero.register, label: 'Sajili Biashara' },
  contact: { ...en.gymHero.contact, label: 'Wasiliana na Mauzo' },
  image: {
    ...en.gymHero.image,
    alt: 'Mkufunzi akimwelekeza mwanachama mazoezi ya kettlebell katika gym yenye watu wengi',
  },
} as const satisfies Translation<typeof en.gymHero>;

export const gymStats = [
  { value: '100k+', label: 'Wateja wanaotafuta' },
  { value: '8%', label: 'Ukuaji wa miadi ya wateja wapya' },
  { value: '250+', label: 'Wataalamu' },
] as const satisfies Translation<typeof en.gymStats>;

export const gymStatsLabel: Translation<typeof en.gymStatsLabel> = 'Miadi kwa mazoezi, kwa takwimu';

const [marketplace, scheduling, anywhere, payments] = en.gymSections;

export const gymSections = [
  {
    ...marketplace,
    eyebrow: 'Soko la Miadi',
    title: 'Wafikie watu wanaotafuta mahali pa kufanya mazoezi',
    text: 'Orodhesha gym, madarasa na wakufunzi wako bure katika soko la Miadi, ambapo wateja kote Nairobi wanatafuta na kuweka miadi. Ofa za kila siku zinajaza saa zilizo tulivu.',
    points: [
      'Kuorodheshwa bure pamoja na picha, bei na maoni',
      'Ofa za kila siku kwa madarasa ya saa zisizo na watu wengi',
      'Viungo kutoka kurasa zako za mitandao ya kijamii na ramani',
    ],
    image: { ...marketplace.image, alt: 'Simu ikionyesha gym na madarasa katika soko la Miadi' },
  },
  {
    ...scheduling,
    eyebrow: 'Ratiba',
    title: 'Madarasa, wakufunzi na vyumba katika kalenda moja',
    text: 'Weka madarasa ya vikundi yenye idadi ya juu, mpe kila mkufunzi saa zake, na uweke miadi ya vyumba na vifaa bila miadi miwili kugongana.',
    points: [
      'Idadi ya juu ya darasa na orodha ya kusubiri inayojaza nafasi zilizoghairiwa',
      'Nafasi za miadi kila baada ya dakika 15, 20 au 30, na muda wa mapema',
      'Ada za kutofika na za kughairi',
    ],
    image: {
      ...scheduling.image,
      alt: 'Kalenda ya madarasa ya wiki yenye vipindi vya spin, yoga na HIIT',
    },
  },
  {
    ...anywhere,
    eyebrow: 'Miadi popote',
    title: 'Wanachama wanaweka miadi popote walipo',
    text: 'Ukurasa wako wa miadi unafanya kazi kwenye kila simu, katika soko la Miadi na kama fomu ya miadi kwenye tovuti yako, mchana na usiku.',
    points: [
      'Fomu ya miadi kwa tovuti yako',
      'Vikumbusho kwa SMS, barua pepe na arifa za simu',
      'Wanachama wanaona na kubadilisha miadi yao wenyewe',
    ],
    image: {
      ...anywhere.image,
      alt: 'Mwanachama akiweka miadi ya darasa kwenye simu yake akielekea kazini',
    },
  },
  {
    ...payments,
    eyebrow: 'Malipo',
    title: 'Lipwa kabla kipindi hakijaanza',
    text: 'Pokea malipo ya awali, vifurushi vya madarasa na uanachama wa kila mwezi kupitia mtoa huduma wetu wa malipo: kadi, M-Pesa na Apple Pay, moja kwa moja kwenye akaunti yako.',
    points: [
      'Kadi, M-Pesa na Apple Pay',
      'Malipo ya awali na vifurushi vya madarasa vya kulipia mapema',
      'Ankara zinatumwa kwa niaba yako',
    ],
    image: {
      ...payments.image,
      alt: 'Mwanachama akilipia kifurushi cha madarasa kwa M-Pesa kwenye simu yake',
    },
  },
] as const satisfies Translation<typeof en.gymSections>;

export const learnMoreLabel: Translation<typeof en.learnMoreLabel> = 'Soma Zaidi';

const categories = en.fitnessCategories.items;

export const gymClasses = {
  title: 'Jiunge na darasa karibu nawe',
  intro:
    'Gym, studio na wakufunzi wenye ukadiriaji bora kwenye Miadi walio na ratiba ya kila wiki. Fungua mmoja uone madarasa yake na uombe nafasi.',
  classes: 'Madarasa',
  timetable: 'Ona ratiba',
  of: 'ya',
  sample:
    'Orodha za mfano: gym, studio na wakufunzi hawa ni wa kubuni, kuonyesha jinsi ya kuomba nafasi darasani.',
} as const satisfies Translation<typeof en.gymClasses>;

export const fitnessCategories = {
  title: 'Imejengwa kwa kila aina ya biashara ya mazoezi',
  items: [
    {
      ...categories[0],
      name: 'Wakufunzi Binafsi',
      text: 'Vipindi vya mtu mmoja mmoja, vifurushi na kutembelea wateja nyumbani.',
    },
    {
      ...categories[1],
      name: 'Vituo vya Mazoezi',
      text: 'Uanachama, madarasa na ukumbi wa mazoezi wenye shughuli nyingi.',
    },
    {
      ...categories[2],
      name: 'Studio za Yoga na Pilates',
      text: 'Ratiba za madarasa, mikeka na mashine za reformer zinazowekwa mapema.',
    },
    {
      ...categories[3],
      name: 'Ukufunzi',
      text: 'Vipindi vya ukufunzi mtandaoni na ana kwa ana, na programu za mazoezi.',
    },
  ],
} as const satisfies Translation<typeof en.fitnessCategories>;

const tools = en.gymFeatures.items;

export const gymFeatures = {
  title: 'Kila kitu gym yako inachohitaji',
  intro: 'Zana nane, programu moja, kwa mapokezi, wakufunzi na wanachama.',
  seeAll: { label: 'Tazama vipengele vyote', href: '/features' },
  items: [
    {
      ...tools[0],
      title: 'Kuweka Miadi Mtandaoni',
      text: 'Wanachama wanaweka miadi ya madarasa na vipindi saa zote.',
    },
    { ...tools[1], title: 'Kalenda', text: 'Kila darasa, mkufunzi na chumba katika ratiba moja.' },
    {
      ...tools[2],
      title: 'Malipo Yaliyounganishwa',
      text: 'Kadi, M-Pesa na Apple Pay wakati wa kuweka miadi au mapokezi.',
    },
    {
      ...tools[3],
      title: 'Duka la Mtandaoni',
      text: 'Uza vifurushi vya madarasa, virutubisho na vifaa mtandaoni.',
    },
    {
      ...tools[4],
      title: 'Arifa',
      text: 'Vikumbusho na arifa za orodha ya kusubiri zinazopunguza wasiofika.',
    },
    {
      ...tools[5],
      title: 'Kufuatilia Wateja',
      text: 'Historia ya ziara, malengo na maelezo kwa kila mwanachama.',
    },
    {
      ...tools[6],
      title: 'Ankara',
      text: 'Ankara na risiti za kitaalamu, zinazotumwa kwa niaba yako.',
    },
    {
      ...tools[7],
      title: 'Uanachama',
      text: 'Mipango ya kila mwezi na ya kila mwaka, na ripoti za wanaoendelea.',
    },
  ],
} as const satisfies Translation<typeof en.gymFeatures>;

const voices = en.gymTestimonials.items;

export const gymTestimonials = {
  title: 'Gym na wakufunzi wanaotuamini',
  label: 'Maoni ya wateja',
  interval: en.gymTestimonials.interval,
  items: [
    {
      ...voices[0],
      text: 'Madarasa yetu ya saa 12 asubuhi (06:00) yalikuwa nusu tupu. Kwa orodha ya kusubiri na vikumbusho, sasa yanajaa kila asubuhi.',
    },
    {
      ...voices[1],
      text: 'Wanachama wananunua vifurushi vyao vya madarasa kwa M-Pesa kabla ya kufika, kwa hivyo mapokezi yana muda wa kuwakaribisha watu.',
    },
    {
      ...voices[2],
      text: 'Kila mkufunzi ana kalenda yake na ninaweza kuona vipindi vipi vinalipa. Kuiweka kulichukua alasiri moja tu.',
    },
    {
      ...voices[3],
      business: 'Mkufunzi binafsi, Karen',
      text: 'Wateja wapya wananipata katika soko la Miadi na kuweka miadi moja kwa moja katika nafasi zangu wazi. Nimeacha kufuatilia malipo.',
    },
    {
      ...voices[4],
      text: 'Uanachama unajirudia wenyewe na ripoti zinaonyesha hasa ni lini wanachama wanaacha kuja.',
    },
  ],
} as const satisfies Translation<typeof en.gymTestimonials>;
