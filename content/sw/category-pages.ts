import type * as en from '@/content/category-pages';
import type { Translation } from '@/content/i18n/types';

/**
 * The category pages in Kiswahili. Category words are the catalogue's (categories[], `sw`),
 * where a count comes after its noun, as Kiswahili writes it: "Saluni 12 za kucha".
 */
export const categoryCopy = {
  'nail-spa': {
    intro:
      'Manicure ya gel inayodumu, pedicure kabla ya harusi, michoro ya kucha kwa wikendi: linganisha saluni za kucha kwa bei zao, saa zao za kufungua na maoni ya wateja wao, kisha weka miadi kwa muda unaokufaa.',
  },
  'hair-salon': {
    intro:
      'Kusuka, silk press, kuosha na kuseti, locs: pata saluni ya nywele yenye msusi na saa unazohitaji, ona bei zake kabla ya kwenda, na weka miadi bila kupiga simu.',
  },
  'massage-spa': {
    intro:
      'Masaji ya deep tissue baada ya wiki ndefu, masaji ya mawe ya moto kwa wawili, facial siku ya Jumapili: ona bei za kila spa na saa zake za kufungua, kisha weka miadi yako.',
  },
  'barber-shop': {
    intro:
      'Fade kabla ya mkutano, kunyoa ndevu ukirudi nyumbani: vinyozi pamoja na bei zao na saa zao za jioni, ili uweke miadi ya kiti badala ya kukisubiri.',
  },
  gym: {
    intro:
      'Gym zinazofunguliwa kabla ya kazi na kufungwa baada yake, zenye pasi za siku, mipango ya mwezi na madarasa: zilinganishe kwa bei na saa, kisha weka miadi ya kipindi au darasa.',
  },
  'make-up': {
    intro:
      'Harusi, upigaji picha, usiku wa kujivinjari: wasanii wa vipodozi pamoja na bei zao na maoni ya wateja, wanaokuja kwako au wanaofanya kazi studio.',
  },
  'beauty-spa': {
    intro:
      'Facial, waxing, nyusi na kope: spa za urembo pamoja na bei zao, saa zao za kufungua na maoni ya wateja wao, tayari kwa miadi.',
  },
  photography: {
    intro:
      'Picha za watu, harusi, bidhaa na matukio: wapiga picha pamoja na vifurushi vyao na maoni ya wateja, wa kuweka miadi kwa siku unayohitaji.',
  },
} as const satisfies Translation<typeof en.categoryCopy>;

export const categoryPage = {
  professionals: { one: 'mtaalamu {count}', other: 'wataalamu {count}' },
  kinds: '{places} na {professionals}',
  title: '{places} katika {area}, kuanzia {price}',
  shortTitle: '{places} katika {area}',
  inArea: '{category} katika {area}',
  pagedTitle: '{title}, ukurasa wa {page} kati ya {count}',
  description:
    '{places} katika {area}, kuanzia {price}. Bora zaidi: {best}, {rating}/5. {late} wazi hadi usiku, {sunday} Jumapili.',
  descriptionUnrated:
    '{places} katika {area}, kuanzia {price}. {late} wazi hadi usiku, {sunday} Jumapili. Weka miadi mtandaoni.',
  intro:
    'Linganisha {places} katika {area}. Bei zinaanzia {price}, kwa {service} katika {cheapest}; {late} huwa wazi baada ya saa 1 usiku (19:00) siku fulani na {sunday} Jumapili.',
  introBest: {
    one: 'Ukadiriaji bora zaidi ni wa {name}: nyota {rating} kati ya 5 kutoka maoni {count}.',
    other: 'Ukadiriaji bora zaidi ni wa {name}: nyota {rating} kati ya 5 kutoka maoni {count}.',
  },
  names: { and: 'na', more: 'na wengine {count}' },
  pageCrumb: 'Ukurasa wa {page}',
  factsTitle: 'Kwa muhtasari',
  facts: {
    rating: {
      one: 'Wastani wa nyota {rating} kati ya 5, kutoka maoni {count}, kwa {places} katika {area}',
      other:
        'Wastani wa nyota {rating} kati ya 5, kutoka maoni {count}, kwa {places} katika {area}',
    },
    best: {
      one: 'Ukadiriaji bora zaidi katika {area}: {name}, nyota {rating} kati ya 5 kutoka maoni {count}',
      other:
        'Ukadiriaji bora zaidi katika {area}: {name}, nyota {rating} kati ya 5 kutoka maoni {count}',
    },
    openLate: {
      one: 'Wazi baada ya saa 1 usiku (19:00) siku fulani katika {area}: {count} kati ya {total}, {names}',
      other:
        'Wazi baada ya saa 1 usiku (19:00) siku fulani katika {area}: {count} kati ya {total}, {names}',
    },
    openLateNone:
      'Kati ya {places} katika {area}, hakuna hata moja huwa wazi baada ya saa 1 usiku (19:00)',
    openSunday: {
      one: 'Wazi Jumapili katika {area}: {count} kati ya {total}, {names}',
      other: 'Wazi Jumapili katika {area}: {count} kati ya {total}, {names}',
    },
    openSundayNone: 'Kati ya {places} katika {area}, hakuna hata moja huwa wazi Jumapili',
    dealsByDay: 'Ofa kwa siku, {places} katika {area}: {days}.',
    dealsNone: 'Hakuna ofa kwa sasa, {places} katika {area}.',
    dayDeals: '{day} {count}',
    deals: {
      count: { one: 'Ofa {count} leo, {hours}', other: 'Ofa {count} leo, {hours}' },
      none: 'Hakuna ofa leo',
      and: 'na',
    },
  },
  pricesTitle: 'Gharama',
  price: {
    one: '{service} kuanzia {lowest}, kwa kawaida {median} (inatolewa na {count})',
    other: '{service} kuanzia {lowest}, kwa kawaida {median} (inatolewa na {count})',
  },
  dealsTitle: 'Ofa na siku zake',
  deal: '{discount} {services}, {when}',
  listingsTitle: 'Kwa ukadiriaji',
  listingsIntro: 'Wenye ukadiriaji bora kwanza: kwa nyota, kisha kwa idadi ya wateja waliokadiria.',
  byArea: '{category} kwa eneo',
  otherAreas: '{category} katika maeneo mengine',
  areaCategories: 'Aina za huduma katika {area}',
  otherCategories: 'Zaidi katika {area}',
  everythingIn: 'Kila kinachoweza kuwekewa miadi katika {area}',
  allAreas: '{category} katika kila eneo',
  linkCount: '{name}: {listings}',
} as const satisfies Translation<typeof en.categoryPage>;

export const laterPage = {
  heading: '{title}, ukurasa wa {page} kati ya {count}',
  range: 'Hapa: {first}–{last} kati ya {total}, wenye ukadiriaji bora kwanza',
  rated: '{range}, nyota {low} hadi {high} kati ya 5.',
  ratedAlike: '{range}, kila moja nyota {high} kati ya 5.',
  unrated: '{range}, bila ukadiriaji bado.',
  cheapest: 'Bei ya chini zaidi kwenye ukurasa huu ni {price}, kwa {service} katika {name}.',
  best: 'Bora zaidi hapa: {name}, {rating}/5.',
  description: '{heading}: {first}–{last} kati ya {total}, kuanzia {price}. {best}',
  descriptionNoPrice: '{heading}: {first}–{last} kati ya {total}. {best}',
  back: 'Rudi ukurasa wa 1, wenye muhtasari',
} as const satisfies Translation<typeof en.laterPage>;

export const listingLinks = {
  nearbyTitle: 'Sehemu kama hii zilizo karibu',
  compare: 'Linganisha zote:',
} as const satisfies Translation<typeof en.listingLinks>;
