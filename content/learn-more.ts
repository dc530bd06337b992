/**
 * Where each card's "Learn more" leads (D10): one row per card, by what the card is about, so
 * the target is chosen here, once, and read by the card. Class scheduling is what the gyms'
 * page shows; online booking, the widget owners put on their own site; and so on.
 * tests/unit/learn-more.test.tsx checks every rendered "Learn more" against this table.
 */
export const learnMoreTargets = {
  // The landing page's key features (content/landing.ts).
  'online-booking': '/features/booking-widget',
  'class-scheduling': '/gym-fitness',
  'payment-processing': '/features/payment',
  reminders: '/features/notifications',
  'marketing-tools': '/features/marketing',
  'staff-management': '/features/employee-management',
  'customer-tracking': '/features/customer-tracking',
  'invoices-and-reports': '/features/reports',
  // The gyms' page: its sections and its feature cards (content/gym.ts).
  'gym-discovery': '/features/market-place',
  'gym-scheduling': '/features/employee-management',
  'gym-booking-anywhere': '/features/booking-widget',
  'gym-payments': '/features/payment',
  'gym-online-booking': '/features/booking-widget',
  'gym-calendar': '/features/employee-management',
  'gym-integrated-payments': '/features/payment',
  'gym-online-store': '/features/market-place',
  'gym-notifications': '/features/notifications',
  'gym-customer-tracking': '/features/customer-tracking',
  'gym-invoices': '/features/invoicing',
  'gym-membership': '/features/customer-tracking',
} as const;

export type LearnMoreTopic = keyof typeof learnMoreTargets;
