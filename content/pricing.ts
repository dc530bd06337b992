import type { PlanId } from './plans';

/** /pricing: its introduction, the plan comparison table and the questions people ask. */

/**
 * The paid plans' monthly prices as the copy quotes them, here and in content/legal.ts, in
 * both languages. tests/unit/money.test.ts checks them against content/plans.ts, so a price
 * changed there fails until the copy says the same.
 */
export const quotedPrices = {
  standard: 'Kes 3,300',
  professional: 'Kes 4,850',
} as const satisfies Partial<Record<PlanId, string>>;

export const pricingPage = {
  title: 'Plans and pricing',
  description: `Miadi plans in Kenya shillings: a one-month free trial, Standard at ${quotedPrices.standard} and Professional at ${quotedPrices.professional} a month, and Enterprise for several branches. Compare what each includes.`,
  text: 'Start with a month free, then pay monthly in Kenya shillings. No set-up fees, no contract: change plans or cancel any time.',
  billingNote: 'Prices are per month in Kenya shillings.',
  billingLink: 'How billing and refunds work',
  compare: {
    eyebrow: 'Compare',
    title: 'What each plan includes',
    intro: 'Every plan includes a free listing on the Miadi marketplace.',
    caption: 'Plans compared feature by feature',
  },
  faq: { eyebrow: 'Questions', title: 'Frequently asked questions' },
} as const;

/**
 * A cell of the comparison: text, or true / false for "included" / "not included".
 * Every row has a value for every plan, so a new plan cannot be added without deciding them.
 */
export type ComparisonCell = string | boolean;

export type ComparisonRow = { feature: string; values: Record<PlanId, ComparisonCell> };

export const comparisonRows = [
  {
    feature: 'Employees',
    values: { 'free-trial': '4', standard: '4', professional: '10', enterprise: 'Unlimited' },
  },
  {
    feature: 'Locations',
    values: { 'free-trial': '1', standard: '1', professional: '1', enterprise: 'Unlimited' },
  },
  {
    feature: 'Services',
    values: {
      'free-trial': '20',
      standard: '20',
      professional: 'Unlimited',
      enterprise: 'Unlimited',
    },
  },
  {
    feature: 'Unlimited bookings',
    values: { 'free-trial': false, standard: false, professional: true, enterprise: true },
  },
  {
    feature: 'Members',
    values: {
      'free-trial': 'Up to 20',
      standard: 'Up to 50',
      professional: 'Up to 50',
      enterprise: 'Agreed with you',
    },
  },
  {
    feature: 'Appointment scheduling',
    values: { 'free-trial': true, standard: true, professional: true, enterprise: true },
  },
  {
    feature: 'Push notifications',
    values: { 'free-trial': true, standard: true, professional: true, enterprise: true },
  },
  {
    feature: 'Inventory management',
    values: { 'free-trial': true, standard: true, professional: true, enterprise: true },
  },
  {
    feature: 'Analytics',
    values: {
      'free-trial': 'Standard',
      standard: 'Advanced',
      professional: 'Advanced',
      enterprise: 'Advanced',
    },
  },
  {
    feature: 'Reports',
    values: {
      'free-trial': 'Monthly',
      standard: 'Weekly',
      professional: 'Weekly',
      enterprise: 'Weekly',
    },
  },
  {
    feature: 'Invoice and expense tracking',
    values: { 'free-trial': false, standard: false, professional: true, enterprise: true },
  },
  {
    feature: 'Web app access',
    values: { 'free-trial': false, standard: false, professional: true, enterprise: true },
  },
  {
    feature: 'Support',
    values: {
      'free-trial': 'Business hours',
      standard: 'Business hours',
      professional: 'Business hours',
      enterprise: 'Priority, with an account manager',
    },
  },
  {
    feature: 'Onboarding',
    values: {
      'free-trial': 'Self-service',
      standard: 'Self-service',
      professional: 'Self-service',
      enterprise: 'Custom',
    },
  },
] as const satisfies readonly ComparisonRow[];

export type Faq = { id: string; question: string; answer: string };

export const pricingFaqs = [
  {
    id: 'free-trial',
    question: 'How does the free trial work?',
    answer: `For one month you get everything in Standard and pay nothing. If you keep your account after the month, it continues on Standard at ${quotedPrices.standard} a month. Cancel before the trial ends and you are never charged.`,
  },
  {
    id: 'set-up-fees',
    question: 'Are there set-up fees or a contract?',
    answer:
      'No. There is no set-up fee and no minimum term: every plan is billed one month at a time, in advance, in Kenya shillings.',
  },
  {
    id: 'payment-methods',
    question: 'How do I pay for my plan?',
    answer: 'By card, by M-Pesa or by bank transfer. You get a receipt by email for every payment.',
  },
  {
    id: 'change-plan',
    question: 'Can I change plans later?',
    answer:
      'Yes, at any time. An upgrade takes effect at once and the new price applies from your next billing date. A downgrade takes effect from your next billing date.',
  },
  {
    id: 'cancel',
    question: 'What happens when I cancel?',
    answer:
      'Your account stays active until the end of the month you have paid for, and you are not charged again. We do not refund part of a month already paid, but we refund in full any charge made by mistake.',
  },
  {
    id: 'enterprise',
    question: 'Who is Enterprise for?',
    answer:
      'Chains and franchises with several branches, or teams larger than Professional allows. The price depends on your locations and staff: book a demo and we will put together a quote.',
  },
  {
    id: 'marketplace',
    question: 'Is the marketplace listing extra?',
    answer:
      'No. Every plan, the free trial included, lists your business on the Miadi marketplace for free, where clients find you and your daily deals.',
  },
] as const satisfies readonly Faq[];
