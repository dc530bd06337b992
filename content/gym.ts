import type { Image, Stat, Testimonial } from './types';

/** Copy and lists of the gym and fitness page (/gym-fitness), in page order. */

function img(src: string, alt: string, width: number, height: number): Image {
  return { src, alt, width, height };
}

export const gymPage = {
  title: 'Gym & Fitness',
  description:
    'Bookings, class schedules, memberships and payments by card, M-Pesa and Apple Pay for gyms, personal trainers, yoga and pilates studios and coaches in Kenya.',
} as const;

export const gymHero = {
  title: 'Fill every class and grow your gym with Miadi',
  text: 'Members book classes and personal training sessions online, pay by card or M-Pesa, and get reminded before they come. You get a full calendar and more time on the gym floor.',
  register: { label: 'Register Business', href: '/signup' },
  contact: { label: 'Contact Sales', href: '/demo' },
  image: img(
    '/images/gym/hero.svg',
    'A trainer coaching a member through a kettlebell workout in a busy gym',
    640,
    480,
  ),
} as const;

export const gymStats = [
  { value: '100k+', label: 'Clients searching' },
  { value: '8%', label: 'Growth in new client bookings' },
  { value: '250+', label: 'Professionals' },
] as const satisfies readonly Stat[];

export const gymStatsLabel = 'Miadi for fitness in numbers';

/** The four sections that pitch the product, each with its feature page. */
export const gymSections = [
  {
    id: 'marketplace',
    eyebrow: 'Marketplace',
    title: 'Get found by people looking for a workout',
    text: 'List your gym, classes and trainers free on the Miadi marketplace, where customers across Nairobi search and book. Daily deals fill the quiet hours.',
    points: [
      'A free listing with photos, prices and reviews',
      'Daily deals for off-peak classes',
      'Links from your social pages and maps',
    ],
    image: img(
      '/images/gym/marketplace.svg',
      'A phone showing gyms and classes on the Miadi marketplace',
      560,
      420,
    ),
    learnMore: 'gym-discovery',
  },
  {
    id: 'scheduling',
    eyebrow: 'Scheduling',
    title: 'Classes, trainers and rooms in one calendar',
    text: 'Set up group classes with a capacity, give each trainer their own hours, and book rooms and equipment without double bookings.',
    points: [
      'Class capacity with a waitlist that refills cancelled spots',
      'Booking intervals of 15, 20 or 30 minutes and lead times',
      'No-show and cancellation fees',
    ],
    image: img(
      '/images/gym/scheduling.svg',
      'A weekly class calendar with spin, yoga and HIIT sessions',
      560,
      420,
    ),
    learnMore: 'gym-scheduling',
  },
  {
    id: 'booking-anywhere',
    eyebrow: 'Booking anywhere',
    title: 'Members book from wherever they are',
    text: 'Your booking page works on every phone, on the marketplace and as a widget on your own website, day and night.',
    points: [
      'A booking widget for your website',
      'Reminders by SMS, email and push notification',
      'Members see and change their own bookings',
    ],
    image: img(
      '/images/gym/booking-anywhere.svg',
      'A member booking a class on her phone on the way to work',
      560,
      420,
    ),
    learnMore: 'gym-booking-anywhere',
  },
  {
    id: 'payments',
    eyebrow: 'Payments',
    title: 'Get paid before the session starts',
    text: 'Take deposits, class packs and monthly memberships through our payment provider: card, M-Pesa and Apple Pay, paid straight to your account.',
    points: [
      'Card, M-Pesa and Apple Pay',
      'Deposits and prepaid class packs',
      'Invoices sent for you',
    ],
    image: img(
      '/images/gym/payments.svg',
      'A member paying for a class pack by M-Pesa on her phone',
      560,
      420,
    ),
    learnMore: 'gym-payments',
  },
] as const;

export const learnMoreLabel = 'Learn More';

/** Where customers go on: the best-ranked gyms, studios and trainers with classes, from the catalogue. */
export const gymClasses = {
  title: 'Book a class near you',
  intro:
    'The best-rated gyms, studios and trainers on Miadi with a weekly timetable. Open one to see its classes and ask for a spot.',
  classes: 'Classes',
  /** A link to a listing's timetable, read as "See the timetable of Iron Paradise Gym". */
  timetable: 'See the timetable',
  of: 'of',
  /** Said under the gyms while the catalogue is sample data (D40). */
  sample:
    'Sample listings: these gyms, studios and trainers are made up to show how booking a class works.',
} as const;

export const fitnessCategories = {
  title: 'Built for every kind of fitness business',
  items: [
    {
      name: 'Personal Trainers',
      text: 'One-to-one sessions, packages and home visits.',
      image: img('/images/gym/personal-trainers.svg', '', 400, 300),
      href: '/business-types/personal-trainers',
    },
    {
      name: 'Fitness Centers',
      text: 'Memberships, classes and a busy gym floor.',
      image: img('/images/gym/fitness-centers.svg', '', 400, 300),
      href: '/gym-fitness#features',
    },
    {
      name: 'Yoga & Pilates Studio',
      text: 'Class schedules, mats and reformers booked ahead.',
      image: img('/images/gym/yoga-pilates.svg', '', 400, 300),
      href: '/business-types/yoga-pilates',
    },
    {
      name: 'Coaching',
      text: 'Online and in-person coaching sessions and programmes.',
      image: img('/images/gym/coaching.svg', '', 400, 300),
      href: '/business-types/coaching',
    },
  ],
} as const;

export const gymFeatures = {
  title: 'Everything your gym runs on',
  intro: 'Eight tools, one app, for the front desk, the trainers and the members.',
  seeAll: { label: 'See all features', href: '/features' },
  items: [
    {
      title: 'Online Booking',
      text: 'Members book classes and sessions around the clock.',
      learnMore: 'gym-online-booking',
    },
    {
      title: 'Calendar',
      text: 'Every class, trainer and room on one schedule.',
      learnMore: 'gym-calendar',
    },
    {
      title: 'Integrated Payments',
      text: 'Card, M-Pesa and Apple Pay at booking or at the desk.',
      learnMore: 'gym-integrated-payments',
    },
    {
      title: 'Online Store',
      text: 'Sell class packs, supplements and gear online.',
      learnMore: 'gym-online-store',
    },
    {
      title: 'Notifications',
      text: 'Reminders and waitlist alerts that cut no-shows.',
      learnMore: 'gym-notifications',
    },
    {
      title: 'Customer Tracking',
      text: 'Visit history, goals and notes for every member.',
      learnMore: 'gym-customer-tracking',
    },
    {
      title: 'Invoices',
      text: 'Professional invoices and receipts, sent for you.',
      learnMore: 'gym-invoices',
    },
    {
      title: 'Membership',
      text: 'Monthly and annual plans with reports on renewals.',
      learnMore: 'gym-membership',
    },
  ],
} as const;

export const gymTestimonials = {
  title: 'Trusted by gyms and trainers',
  label: 'Testimonials',
  /** Milliseconds between testimonials (spec: 5000, cycling). */
  interval: 5000,
  items: [
    {
      name: 'Samuel Kariuki',
      business: 'Iron Paradise Gym, Westlands',
      rating: 5,
      text: 'Our 6 am classes used to be half empty. With the waitlist and reminders they are full every morning.',
      image: img('/images/people/p7.svg', '', 160, 160),
    },
    {
      name: 'Grace Muthoni',
      business: 'Shanti Yoga & Fitness, Lavington',
      rating: 5,
      text: 'Members buy their class packs by M-Pesa before they arrive, so the front desk has time to welcome people.',
      image: img('/images/people/p10.svg', '', 160, 160),
    },
    {
      name: 'Peter Njoroge',
      business: 'Kilimani CrossFit Box',
      rating: 4,
      text: 'Each coach has their own calendar and I can see which sessions pay. Setting it up took an afternoon.',
      image: img('/images/people/p9.svg', '', 160, 160),
    },
    {
      name: 'Zawadi Mutua',
      business: 'Personal trainer, Karen',
      rating: 5,
      text: 'New clients find me on the marketplace and book straight into my free slots. I stopped chasing payments.',
      image: img('/images/people/p6.svg', '', 160, 160),
    },
    {
      name: 'Omar Sheikh',
      business: 'Jamhuri Power Gym, Nairobi CBD',
      rating: 4,
      text: 'Memberships renew on their own and the reports show exactly when members drop off.',
      image: img('/images/people/p4.svg', '', 160, 160),
    },
  ] as const satisfies readonly Testimonial[],
} as const;
