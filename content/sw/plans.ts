import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/plans';

/**
 * The plans in Kiswahili. Ids, prices, limits and flags are the English ones; the paid plans
 * keep their product names (see the glossary).
 */
const [trial, standard, professional, enterprise] = en.plans;

export const plans = [
  {
    ...trial,
    title: 'Mwezi wa Bure',
    priceNote: 'Mwezi 1 bure',
    summary: 'Standard bure kwa mwezi mmoja, bila kuulizwa maelezo ya malipo.',
  },
  {
    ...standard,
    priceNote: 'kwa mwezi',
    summary: 'Kwa biashara ndogo zinazoanza kupokea miadi mtandaoni.',
  },
  {
    ...professional,
    priceNote: 'kwa mwezi',
    summary: 'Kwa timu zinazokua na kupokea miadi siku nzima.',
  },
  {
    ...enterprise,
    priceNote: 'Bei maalum',
    summary: 'Kwa minyororo ya biashara yenye matawi mengi.',
  },
] as const satisfies Translation<typeof en.plans>;

export const planWords = {
  employees: { one: 'Mfanyakazi {count}', other: 'Wafanyakazi {count}' },
  unlimitedEmployees: 'Wafanyakazi bila kikomo',
  locations: { one: 'Tawi {count}', other: 'Matawi {count}' },
  unlimitedLocations: 'Matawi bila kikomo',
  services: { one: 'Huduma {count}', other: 'Huduma {count}' },
  unlimitedServices: 'Huduma bila kikomo',
  bookings: { one: 'Hadi miadi {count} kwa mwezi', other: 'Hadi miadi {count} kwa mwezi' },
  unlimitedBookings: 'Miadi bila kikomo',
  members: { one: 'Hadi mwanachama {count}', other: 'Hadi wanachama {count}' },
  membersAgreed: 'Wanachama kwa makubaliano nawe',
  analytics: { standard: 'Takwimu za kawaida', advanced: 'Takwimu za kina' },
  reports: { monthly: 'Ripoti za kila mwezi', weekly: 'Ripoti za kila wiki' },
  support: {
    'business-hours': 'Usaidizi wakati wa saa za kazi',
    priority: 'Usaidizi wa kipaumbele, na msimamizi wa akaunti',
  },
  features: {
    scheduling: 'Ratiba ya miadi',
    notifications: 'Arifa za simu',
    inventory: 'Usimamizi wa bidhaa',
    invoices: 'Kufuatilia ankara na matumizi',
    webApp: 'Kutumia programu ya wavuti',
  },
  trial: { one: '{plan} kwa mwezi {count}', other: '{plan} kwa miezi {count}' },
  noPaymentDetails: 'Hakuna maelezo ya malipo yanayoulizwa',
  membersNote:
    'Wanachama ni wateja wako wenye uanachama unaosimamiwa na biashara yako, kama kifurushi cha kila mwezi.',
  vatNote:
    'Bei zinajumuisha VAT: bei unayoona ndiyo malipo yote ya mwezi, hakuna kinachoongezwa wakati wa kulipa.',
  table: {
    employees: 'Wafanyakazi',
    locations: 'Matawi',
    services: 'Huduma',
    bookings: 'Idadi ya miadi kwa mwezi',
    members: 'Wanachama',
    analytics: 'Takwimu',
    reports: 'Ripoti',
    support: 'Usaidizi',
    onboarding: 'Kuanza',
    unlimited: 'Bila kikomo',
    upTo: 'Hadi {count}',
    agreed: 'Kwa makubaliano nawe',
    analyticsValues: { standard: 'Za kawaida', advanced: 'Za kina' },
    reportsValues: { monthly: 'Kila mwezi', weekly: 'Kila wiki' },
    supportValues: {
      'business-hours': 'Saa za kazi',
      priority: 'Kipaumbele, na msimamizi wa akaunti',
    },
    onboardingValues: { 'self-service': 'Unajiwekea mwenyewe', custom: 'Maalum' },
  },
} as const satisfies Translation<typeof en.planWords>;

export const landingPlans = plans.filter((plan) => plan.onLanding);
