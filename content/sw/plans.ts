import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/plans';

/**
 * The plans in Kiswahili. Ids, prices and flags are the English ones; the paid plans keep
 * their product names (see the glossary).
 */
const [trial, standard, professional, enterprise] = en.plans;

export const plans = [
  {
    ...trial,
    title: 'Mwezi wa Bure',
    priceNote: 'Mwezi 1 bure',
    summary: 'Jaribu kila kitu kilicho katika Standard bure kwa mwezi mmoja.',
    highlights: ['Mwezi 1 bure', 'Kila kitu kilicho katika Standard'],
    includes: [
      'Hadi wanachama 20',
      'Takwimu za kawaida',
      'Ripoti za kila mwezi',
      'Usaidizi wakati wa saa za kazi',
    ],
  },
  {
    ...standard,
    priceNote: 'kwa mwezi',
    summary: 'Kwa biashara ndogo zinazoanza kupokea miadi mtandaoni.',
    highlights: [
      'Wafanyakazi 4',
      'Huduma 20',
      'Ratiba ya miadi',
      'Arifa za simu',
      'Usimamizi wa bidhaa',
    ],
    includes: ['Hadi wanachama 50', 'Takwimu za kina', 'Ripoti za kila wiki'],
  },
  {
    ...professional,
    priceNote: 'kwa mwezi',
    summary: 'Kwa timu zinazokua na kupokea miadi siku nzima.',
    highlights: [
      'Wafanyakazi 10',
      'Huduma bila kikomo',
      'Miadi bila kikomo',
      'Kufuatilia ankara na matumizi',
      'Kutumia programu ya wavuti',
    ],
    includes: ['Kila kitu kilicho katika Standard'],
  },
  {
    ...enterprise,
    priceNote: 'Bei maalum',
    summary: 'Kwa biashara zenye matawi mengi na franchise.',
    highlights: [
      'Wafanyakazi na matawi bila kikomo',
      'Kila kitu kilicho katika Professional',
      'Msimamizi wa akaunti yako mwenyewe',
    ],
    includes: ['Usaidizi maalum wa kuanza', 'Usaidizi wa kipaumbele'],
  },
] as const satisfies Translation<typeof en.plans>;

export const landingPlans = plans.filter((plan) => plan.onLanding);
