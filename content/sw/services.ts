import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/services';

/** The customer services page (/services) in Kiswahili. Pictures and categories as in English. */

export const servicesPage = {
  title: 'Weka miadi ya huduma',
  description: 'Weka miadi na {kinds} kote {place}: bei, saa za kufungua na maoni.',
} as const satisfies Translation<typeof en.servicesPage>;

const slides = en.servicesHero.slides;

export const servicesHero = {
  before: 'Weka miadi na',
  after: 'karibu nawe',
  text: 'Tafuta {kinds} karibu nawe, uone saa zao za kufungua, na uweke miadi kwa kugusa mara chache.',
  slides: [
    {
      word: 'kinyozi',
      image: { ...slides[0].image, alt: 'Mteja akinyolewa fade mpya kwa kinyozi' },
    },
    {
      word: 'mpiga picha',
      image: {
        ...slides[1].image,
        alt: 'Mpiga picha akiwapiga picha wapenzi wawili wenye tabasamu',
      },
    },
    {
      word: 'msanii wa vipodozi',
      image: { ...slides[2].image, alt: 'Mteja akipakwa vipodozi kwa ajili ya sherehe' },
    },
    {
      word: 'msusi',
      image: { ...slides[3].image, alt: 'Msusi akimsuka mteja nywele saluni' },
    },
  ],
  interval: en.servicesHero.interval,
} as const satisfies Translation<typeof en.servicesHero>;

export const searchBar = {
  ...en.searchBar,
  label: 'Tafuta huduma',
  service: { label: 'Huduma', placeholder: 'Huduma yoyote' },
  location: { label: 'Eneo ulipo', any: 'Popote {place}' },
  date: { label: 'Tarehe', any: 'Tarehe yoyote' },
  time: { label: 'Saa', any: 'Saa yoyote' },
  deals: { label: 'Zenye ofa pekee' },
  max: { label: 'Bei isiyozidi', any: 'Bei yoyote' },
  sort: { label: 'Panga kwa', best: 'Zinazolingana zaidi', price: 'Bei ya chini kwanza' },
  submit: 'Tafuta',
  clear: 'Futa utafutaji',
  shortcut: { show: 'Onyesha', change: 'Badilisha utafutaji' },
} as const satisfies Translation<typeof en.searchBar>;

export const searchWithoutScript = {
  text: 'Utafutaji huu hufanya kazi JavaScript ikiwa imewashwa tu. Bila hiyo, tafuta mahali kwa',
  areas: 'eneo lake',
  or: 'au kwa',
  categories: 'aina ya huduma',
} as const satisfies Translation<typeof en.searchWithoutScript>;

const browse = en.browseCategories.items;

export const browseCategories = {
  title: 'Vinjari Aina za Huduma',
  intro: 'Chagua aina ya huduma uone nani anaitoa karibu nawe.',
  items: browse,
} as const satisfies Translation<typeof en.browseCategories>;

export const popularLocations = {
  title: 'Maeneo Maarufu',
  intro: 'Ona kinachopatikana katika maeneo ambako wateja wetu wengi huweka miadi.',
} as const satisfies Translation<typeof en.popularLocations>;

export const recommended = {
  title: 'Huduma Zinazopendekezwa',
  intro: 'Maeneo yenye maoni mazuri ambayo wateja wetu hurudi tena na tena.',
  tabs: en.recommended.tabs,
} as const satisfies Translation<typeof en.recommended>;

export const testimonialSection = {
  title: 'Wateja wetu wanasema nini',
} as const satisfies Translation<typeof en.testimonialSection>;

export const servicesTestimonial = {
  ...en.servicesTestimonial,
  business: 'Aliweka miadi ya silk press Kilimani',
  text: 'Nilipata saluni iliyofunguliwa Jumapili alasiri, nikaweka miadi kwa dakika mbili na kulipa malipo ya awali kwa M-Pesa. Hakuna kupiga simu, hakuna kusubiri mlangoni.',
} as const satisfies Translation<typeof en.servicesTestimonial>;

export const topTalents = {
  title: 'Weka Miadi na Wataalamu Bora',
  intro: 'Wasusi, vinyozi, watabibu na wakufunzi waliopewa alama za juu zaidi na wateja wetu.',
} as const satisfies Translation<typeof en.topTalents>;

export const statsLabel: Translation<typeof en.statsLabel> = 'Miadi kwa takwimu';

export const servicesNewsletter = {
  title: 'Pata ofa zilizo karibu nawe kila wiki',
  text: 'Maeneo mapya, nafasi wazi na ofa katika eneo lako, katika barua pepe moja fupi kila wiki.',
  action: 'Anza Sasa',
} as const satisfies Translation<typeof en.servicesNewsletter>;

/**
 * The words on business and professional cards. Kiswahili puts numbers after the noun
 * ("maoni 12", "nyota 4"); a component that writes "12 reviews" needs the order from here too.
 */
export const cardText = {
  reviews: 'maoni',
  open: 'Hufunguliwa',
  at: 'katika',
  bookNow: 'Weka Miadi',
  bookWith: 'na',
  yourRating: 'Ukadiriaji wako',
  ratingStays: 'Hubaki kwenye kifaa hiki',
  noRating: 'Hakuna ukadiriaji',
  star: 'nyota',
  stars: 'nyota',
  fromPrice: 'kuanzia {price}',
  perUnit: '{price} {per}',
} as const satisfies Translation<typeof en.cardText>;
