import type { FeatureSlug } from './features-menu';

/** /register: what registering gives a business, the steps, and where to start. */
export type RegisterBenefit = { title: string; text: string; feature: FeatureSlug };

export const register = {
  title: 'Why register your business with Miadi',
  description:
    'Register your business on Miadi: a booking page clients can use at any hour, a free marketplace listing, M-Pesa and card payments, reminders and staff scheduling. Start with a free month.',
  heading: 'Register your business on Miadi',
  intro:
    'Registering takes a few minutes and the first month is free. From day one clients can find you, book you and pay you online.',
  signupAction: 'Create your account',
  pricingAction: 'See plans and prices',
  demoAction: 'Book a demo first',
  benefitsTitle: 'What registering gives you',
  stepsTitle: 'How it works',
  stepsIntro: 'Four steps from sign-up to your first online booking.',
} as const;

export const registerBenefits = [
  {
    title: 'A booking page that never closes',
    text: 'Clients book at any hour from a link you share on social media and maps, or from the booking widget on your own website.',
    feature: 'customize-website',
  },
  {
    title: 'Bookings on your own website',
    text: 'One line of code puts your booking request form on the website you already have, in English or Kiswahili.',
    feature: 'booking-widget',
  },
  {
    title: 'A free marketplace listing',
    text: 'Your business appears on the Miadi marketplace, where new clients find you and your daily deals.',
    feature: 'market-place',
  },
  {
    title: 'Fewer no-shows',
    text: 'Automatic reminders, a waitlist that refills cancelled slots, and no-show and cancellation fees that protect your time.',
    feature: 'notifications',
  },
  {
    title: 'Payments by card, M-Pesa and Apple Pay',
    text: 'Take deposits and full payments at booking, and sell products from an online store.',
    feature: 'payment',
  },
  {
    title: 'Your team and resources in one calendar',
    text: 'Staff schedules, rooms and equipment, lead times, and booking intervals of 15, 20 or 30 minutes.',
    feature: 'employee-management',
  },
  {
    title: 'Clients who come back',
    text: 'Client profiles with their history and preferences, invoices, memberships and reports on what really pays.',
    feature: 'customer-tracking',
  },
] as const satisfies readonly RegisterBenefit[];

export const registerSteps = [
  {
    title: 'Create your account',
    text: 'Your name, email and a password.',
  },
  {
    title: 'Add your business',
    text: 'Its name, address, phone, type, and whether clients come to you or you go to them.',
  },
  {
    title: 'Choose a plan',
    text: 'Start with the Free Trial, a month of Standard free, or pick Standard or Professional; Enterprise is arranged with our team.',
  },
  {
    title: 'Set up and go live',
    text: 'Add your services, prices and staff, then share your booking link. Bookings start arriving.',
  },
] as const satisfies readonly { title: string; text: string }[];
