import type { Image, Stat, Testimonial } from './types';

/** Copy and lists of the landing page, in page order. */

export const hero = {
  before: 'The all-in-one booking app for your',
  after: 'business',
  text: 'Take bookings around the clock, get paid by card or M-Pesa, and keep every client coming back, from one simple app.',
  register: { label: 'Register Business', href: '/signup' },
  demo: { label: 'Book a Demo', href: '/demo' },
  /** For customers, within the first screen (D39): the owners' hero above stays as it is. */
  customers: { label: 'Book a salon, barber or spa near you', href: '/services' },
  slides: [
    {
      word: 'salon',
      image: img(
        '/images/hero/salon.svg',
        'A stylist blow-drying a client’s hair in a salon chair',
      ),
    },
    {
      word: 'barber',
      image: img('/images/hero/barber.svg', 'A barber trimming a client’s fade with clippers'),
    },
    {
      word: 'spa',
      image: img('/images/hero/spa.svg', 'A client relaxing at a spa with warm stones and towels'),
    },
    {
      word: 'make-up',
      image: img('/images/hero/make-up.svg', 'A make-up artist applying foundation to a client'),
    },
  ],
  /** Milliseconds between words (spec: 3000 with a 500 ms fade). */
  interval: 3000,
} as const;

function img(src: string, alt: string, width = 640, height = 480): Image {
  return { src, alt, width, height };
}

export const businessCategories = [
  {
    name: 'Fitness',
    image: img('/images/categories/fitness.svg', '', 400, 300),
    href: '/gym-fitness',
  },
  {
    name: 'Beauty',
    image: img('/images/categories/beauty.svg', '', 400, 300),
    href: '/business-types/salon-barber',
  },
  {
    name: 'Photography',
    image: img('/images/categories/photography.svg', '', 400, 300),
    href: '/business-types/photography-videography',
  },
  {
    name: 'Dance and Music',
    image: img('/images/categories/dance-music.svg', '', 400, 300),
    href: '/business-types/dance-studios',
  },
  {
    name: 'Massage',
    image: img('/images/categories/massage.svg', '', 400, 300),
    href: '/business-types/massage-therapy',
  },
  {
    name: 'Beauty and Makeup',
    image: img('/images/categories/beauty-makeup.svg', '', 400, 300),
    href: '/business-types/makeup',
  },
] as const;

export const whyChoose = {
  title: 'Why businesses choose Miadi',
  register: { label: 'Register Business', href: '/signup' },
  demo: { label: 'Book a Demo', href: '/demo' },
  text: 'Clients book you online while you work. Reminders cut no-shows, deposits and cancellation fees protect your time, and a free marketplace listing with daily deals brings new faces through the door.',
  points: [
    'Free listing on the Miadi marketplace',
    'Reminders and a waitlist that refills cancelled slots',
    'No-show and cancellation fees, lead times and 15, 20 or 30 minute booking intervals',
    'Payments by card, M-Pesa and Apple Pay',
  ],
} as const;

/** The eight key features; each card's "Learn more" target is in content/learn-more.ts. */
export const keyFeatures = [
  {
    title: 'Online booking',
    text: 'Clients book 24/7 from your page, the marketplace or a widget on your own site.',
    learnMore: 'online-booking',
  },
  {
    title: 'Class scheduling',
    text: 'Run classes and group sessions with capacity limits and a waitlist for cancellations.',
    learnMore: 'class-scheduling',
  },
  {
    title: 'Payment processing',
    text: 'Take deposits and payments by card, M-Pesa and Apple Pay, with no-show and cancellation fees.',
    learnMore: 'payment-processing',
  },
  {
    title: 'Reminders',
    text: 'Automatic SMS, email and push reminders so clients turn up on time.',
    learnMore: 'reminders',
  },
  {
    title: 'Marketing tools',
    text: 'Campaigns, offers and social and map integrations that fill quiet days.',
    learnMore: 'marketing-tools',
  },
  {
    title: 'Staff management',
    text: 'Rosters, commissions and each stylist’s own calendar in one place.',
    learnMore: 'staff-management',
  },
  {
    title: 'Customer tracking',
    text: 'Profiles with visit history, preferences and notes for every client.',
    learnMore: 'customer-tracking',
  },
  {
    title: 'Invoices and reports',
    text: 'Professional invoices, memberships and reports on what earns you most.',
    learnMore: 'invoices-and-reports',
  },
] as const;

export const stats = [
  { value: '500+', label: 'Appointments booked' },
  { value: '750+', label: 'Partner businesses' },
  { value: '2,000+', label: 'Stylists and professionals' },
  { value: '13+', label: 'Locations' },
] as const satisfies readonly Stat[];

export const destination = {
  title: 'Where you can book with Miadi',
  text: 'Businesses across Nairobi and beyond take their bookings on Miadi. Find one near you.',
} as const;

export const testimonials = [
  {
    name: 'Wanjiru Kamau',
    business: 'Glow Beauty Lounge, Kilimani',
    rating: 5,
    text: 'Since we moved our bookings to Miadi, no-shows have almost stopped. The M-Pesa deposits made the difference.',
    image: img('/images/people/p1.svg', '', 160, 160),
  },
  {
    name: 'Brian Otieno',
    business: 'Sharp Cuts Barbershop, Westlands',
    rating: 5,
    text: 'My clients book from Instagram at midnight and I wake up to a full day. I only wish I had started sooner.',
    image: img('/images/people/p2.svg', '', 160, 160),
  },
  {
    name: 'Amina Hassan',
    business: 'Serenity Spa, Karen',
    rating: 4,
    text: 'The waitlist fills every cancelled slot on its own, and the reports show which treatments really pay.',
    image: img('/images/people/p3.svg', '', 160, 160),
  },
] as const satisfies readonly Testimonial[];

export const contact = {
  title: 'Get in touch',
  text: 'Questions about plans, set-up or your account? Send us a message and we reply within one working day.',
  subjects: [
    { value: 'general', label: 'General' },
    { value: 'pricing', label: 'Pricing' },
    { value: 'technical', label: 'Technical' },
  ],
} as const;
