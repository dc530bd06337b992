/**
 * The plans, one record each: the landing page, /pricing and the sign-up plan step all read
 * this module. `highlights` is what the plan gives a business (the landing page's list);
 * `includes` is the account's limits as sign-up shows them (D6 reconciles the two).
 */
export type PlanId = 'free-trial' | 'standard' | 'professional' | 'enterprise';

export type Plan = {
  id: PlanId;
  title: string;
  /** Monthly price in Kes; null where the price is agreed with sales. */
  monthlyKes: number | null;
  priceNote: string;
  summary: string;
  highlights: readonly string[];
  includes: readonly string[];
  popular?: boolean;
  /** The Free Trial's length; billing of the plan it mirrors starts after it. */
  trialMonths?: number;
  /** Which paid plan the trial continues on. */
  continuesAs?: PlanId;
  onLanding: boolean;
};

export const plans = [
  {
    id: 'free-trial',
    title: 'Free Trial',
    monthlyKes: 0,
    priceNote: '1 month free',
    summary: 'Try everything in Standard free for one month.',
    highlights: ['1 month free', 'Everything in Standard'],
    includes: [
      'Up to 20 members',
      'Standard analytics',
      'Monthly reports',
      'Business hours support',
    ],
    trialMonths: 1,
    continuesAs: 'standard',
    onLanding: true,
  },
  {
    id: 'standard',
    title: 'Standard',
    monthlyKes: 3300,
    priceNote: 'per month',
    summary: 'For small businesses getting their bookings online.',
    highlights: [
      '4 employees',
      '20 services',
      'Appointment scheduling',
      'Push notifications',
      'Inventory management',
    ],
    includes: ['Up to 50 members', 'Advanced analytics', 'Weekly reports'],
    popular: true,
    onLanding: true,
  },
  {
    id: 'professional',
    title: 'Professional',
    monthlyKes: 4850,
    priceNote: 'per month',
    summary: 'For growing teams that take bookings all day.',
    highlights: [
      '10 employees',
      'Unlimited services',
      'Unlimited bookings',
      'Invoice and expense tracking',
      'Web app access',
    ],
    includes: ['Everything in Standard'],
    onLanding: true,
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    monthlyKes: null,
    priceNote: 'Customized price',
    summary: 'For chains and franchises with several locations.',
    highlights: [
      'Unlimited employees and locations',
      'Everything in Professional',
      'A dedicated account manager',
    ],
    includes: ['Custom onboarding', 'Priority support'],
    onLanding: false,
  },
] as const satisfies readonly Plan[];

export const landingPlans = plans.filter((plan) => plan.onLanding);

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
