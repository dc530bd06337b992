/**
 * The plans (D36), one record each, and the one home of their prices and limits: the landing
 * page, /pricing (cards, comparison, questions, meta), the legal pages and the sign-up plan step
 * all read them here, through lib/plans.ts. Copy elsewhere quotes a plan with a slot such as
 * `{standardPrice}` or `{standardBookings}`, never the figure itself.
 */
export type PlanId = 'free-trial' | 'standard' | 'professional' | 'enterprise';

/** A count a plan allows, or no limit. */
export type Allowance = number | 'unlimited';

/** What a plan gives beyond its limits; every plan says for each whether it is included. */
export type PlanFeature = 'scheduling' | 'notifications' | 'inventory' | 'invoices' | 'webApp';

export type PlanLimits = {
  employees: Allowance;
  locations: Allowance;
  services: Allowance;
  bookingsAMonth: Allowance;
  /** Customers holding a membership the business manages; null where agreed with the business. */
  members: number | null;
  analytics: 'standard' | 'advanced';
  reports: 'monthly' | 'weekly';
  support: 'business-hours' | 'priority';
  onboarding: 'self-service' | 'custom';
  features: readonly PlanFeature[];
};

export type Plan = {
  id: PlanId;
  title: string;
  /** Monthly price in Kes, VAT included; null where the price is agreed with sales. */
  monthlyKes: number | null;
  priceNote: string;
  summary: string;
  limits: PlanLimits;
  popular?: boolean;
  /** The Free Trial's length; billing of the plan it mirrors starts after it. */
  trialMonths?: number;
  /** Which paid plan the trial continues on. */
  continuesAs?: PlanId;
  onLanding: boolean;
};

/** Standard's limits, which the Free Trial has too (D36: the trial is Standard for a month). */
const standardLimits = {
  employees: 4,
  locations: 1,
  services: 20,
  bookingsAMonth: 500,
  members: 50,
  analytics: 'advanced',
  reports: 'weekly',
  support: 'business-hours',
  onboarding: 'self-service',
  features: ['scheduling', 'notifications', 'inventory'],
} as const satisfies PlanLimits;

export const plans = [
  {
    id: 'free-trial',
    title: 'Free Trial',
    monthlyKes: 0,
    priceNote: '1 month free',
    summary: 'Standard free for one month, with no payment details asked.',
    limits: standardLimits,
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
    limits: standardLimits,
    popular: true,
    onLanding: true,
  },
  {
    id: 'professional',
    title: 'Professional',
    monthlyKes: 4850,
    priceNote: 'per month',
    summary: 'For growing teams that take bookings all day.',
    limits: {
      employees: 10,
      locations: 1,
      services: 'unlimited',
      bookingsAMonth: 'unlimited',
      members: 50,
      analytics: 'advanced',
      reports: 'weekly',
      support: 'business-hours',
      onboarding: 'self-service',
      features: ['scheduling', 'notifications', 'inventory', 'invoices', 'webApp'],
    },
    onLanding: true,
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    monthlyKes: null,
    priceNote: 'Customized price',
    summary: 'For chains and franchises with several locations.',
    limits: {
      employees: 'unlimited',
      locations: 'unlimited',
      services: 'unlimited',
      bookingsAMonth: 'unlimited',
      members: null,
      analytics: 'advanced',
      reports: 'weekly',
      support: 'priority',
      onboarding: 'custom',
      features: ['scheduling', 'notifications', 'inventory', 'invoices', 'webApp'],
    },
    onLanding: false,
  },
] as const satisfies readonly Plan[];

/**
 * The words of a plan's limits, as a card lists them and the comparison table names them. A
 * plan's list and its table column are drawn from the same limits by lib/plans.ts.
 */
export const planWords = {
  employees: { one: '{count} employee', other: '{count} employees' },
  unlimitedEmployees: 'Unlimited employees',
  locations: { one: '{count} location', other: '{count} locations' },
  unlimitedLocations: 'Unlimited locations',
  services: { one: '{count} service', other: '{count} services' },
  unlimitedServices: 'Unlimited services',
  bookings: { one: 'Up to {count} booking a month', other: 'Up to {count} bookings a month' },
  unlimitedBookings: 'Unlimited bookings',
  members: { one: 'Up to {count} member', other: 'Up to {count} members' },
  membersAgreed: 'Members as agreed with you',
  analytics: { standard: 'Standard analytics', advanced: 'Advanced analytics' },
  reports: { monthly: 'Monthly reports', weekly: 'Weekly reports' },
  support: {
    'business-hours': 'Business hours support',
    priority: 'Priority support, with an account manager',
  },
  features: {
    scheduling: 'Appointment scheduling',
    notifications: 'Push notifications',
    inventory: 'Inventory management',
    invoices: 'Invoice and expense tracking',
    webApp: 'Web app access',
  },
  /** The Free Trial's first line: it is another plan for a time. */
  trial: { one: '{plan} for {count} month', other: '{plan} for {count} months' },
  noPaymentDetails: 'No payment details asked',
  /** Said wherever members are counted (D36). */
  membersNote:
    'Members are your customers who hold a membership your business manages, such as a monthly package.',
  /** Prices include VAT (D36); said once on /pricing and in the order summary. */
  vatNote:
    'Prices include VAT: the price shown is the whole monthly charge, nothing is added at payment.',
  table: {
    employees: 'Employees',
    locations: 'Locations',
    services: 'Services',
    bookings: 'Bookings a month',
    members: 'Members',
    analytics: 'Analytics',
    reports: 'Reports',
    support: 'Support',
    onboarding: 'Onboarding',
    unlimited: 'Unlimited',
    upTo: 'Up to {count}',
    agreed: 'Agreed with you',
    analyticsValues: { standard: 'Standard', advanced: 'Advanced' },
    reportsValues: { monthly: 'Monthly', weekly: 'Weekly' },
    supportValues: {
      'business-hours': 'Business hours',
      priority: 'Priority, with an account manager',
    },
    onboardingValues: { 'self-service': 'Self-service', custom: 'Custom' },
  },
} as const;

export const landingPlans = plans.filter((plan) => plan.onLanding);

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
