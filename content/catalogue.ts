import type { OpeningHours, OpeningPeriod, Weekday } from '@/lib/opening-hours';
import type { Listing } from '@/lib/search';
import { locations } from './locations';
import type { Image } from './types';

/**
 * The businesses and professionals a customer can find and book on /services. The search
 * filters this list on the page; Book Now carries an `id` to /login (see `bookingNames`).
 */

/** Areas with listings: the four popular locations, then the other neighbourhoods served. */
export const areas = [
  ...locations.map(({ slug, name }) => ({ slug, name })),
  { slug: 'kileleshwa', name: 'Kileleshwa' },
  { slug: 'lavington', name: 'Lavington' },
  { slug: 'parklands', name: 'Parklands' },
  { slug: 'south-b', name: 'South B' },
] as const satisfies readonly { slug: string; name: string }[];

export type AreaSlug = (typeof areas)[number]['slug'];

export function areaName(slug: string): string | undefined {
  return areas.find((area) => area.slug === slug)?.name;
}

/** What a listing offers; a category's name is what the service search matches. */
export const categoryNames = {
  'nail-spa': 'Nail Spa',
  'hair-salon': 'Hair Salon',
  'massage-spa': 'Massage Spa',
  'barber-shop': 'Barber Shop',
  gym: 'Gym',
  'make-up': 'Make-up',
  'beauty-spa': 'Beauty Spa',
  photography: 'Photography',
} as const;

export type CategoryId = keyof typeof categoryNames;

/** The categories with a tab of businesses under Recommended Services. */
export type BusinessCategory = 'nail-spa' | 'hair-salon' | 'massage-spa' | 'barber-shop' | 'gym';

export type Business = {
  id: string;
  name: string;
  /** The tab it is listed under. */
  category: BusinessCategory;
  /** Further categories it is found by, e.g. a spa that is also a beauty spa. */
  alsoIn?: readonly CategoryId[];
  services: readonly string[];
  location: AreaSlug;
  hours: OpeningHours;
  rating: number;
  reviews: number;
};

export type Professional = {
  id: string;
  name: string;
  profession: string;
  category: CategoryId;
  services: readonly string[];
  /** Where they work: the schedule text reads "… at {venue}". */
  venue: string;
  location: AreaSlug;
  hours: OpeningHours;
  rating: number;
  reviews: number;
  image: Image;
};

const MON_FRI: Weekday[] = [1, 2, 3, 4, 5];
const MON_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];
const TUE_SAT: Weekday[] = [2, 3, 4, 5, 6];
const TUE_SUN: Weekday[] = [2, 3, 4, 5, 6, 0];
const EVERY_DAY: Weekday[] = [0, 1, 2, 3, 4, 5, 6];

function open(days: readonly Weekday[], opens: string, closes: string): OpeningPeriod {
  return { days, opens, closes };
}

export const businessImages = {
  'nail-spa': { src: '/images/businesses/nail-spa.svg', alt: '', width: 400, height: 300 },
  'hair-salon': { src: '/images/businesses/hair-salon.svg', alt: '', width: 400, height: 300 },
  'massage-spa': { src: '/images/businesses/massage-spa.svg', alt: '', width: 400, height: 300 },
  'barber-shop': { src: '/images/businesses/barber-shop.svg', alt: '', width: 400, height: 300 },
  gym: { src: '/images/businesses/gym.svg', alt: '', width: 400, height: 300 },
} as const satisfies Record<BusinessCategory, Image>;

export const businesses = [
  // Nail spas
  {
    id: 'glow-nail-bar',
    name: 'Glow Nail Bar',
    category: 'nail-spa',
    services: ['Gel manicure', 'Pedicure', 'Acrylic nails', 'Nail art'],
    location: 'kilimani',
    hours: [open(MON_SAT, '09:00', '19:00'), open([0], '11:00', '17:00')],
    rating: 4.8,
    reviews: 126,
  },
  {
    id: 'kucha-nail-studio',
    name: 'Kucha Nail Studio',
    category: 'nail-spa',
    services: ['Acrylic nails', 'Gel polish', 'Nail extensions', 'Nail art'],
    location: 'kilimani',
    hours: [open(MON_SAT, '10:00', '20:00')],
    rating: 4.4,
    reviews: 58,
  },
  {
    id: 'tips-and-toes',
    name: 'Tips & Toes Nail Studio',
    category: 'nail-spa',
    services: ['Gel manicure', 'Spa pedicure', 'Nail extensions'],
    location: 'westlands',
    hours: [open(EVERY_DAY, '10:00', '20:00')],
    rating: 4.6,
    reviews: 89,
  },
  {
    id: 'zuri-nails-and-spa',
    name: 'Zuri Nails & Spa',
    category: 'nail-spa',
    alsoIn: ['beauty-spa'],
    services: ['Manicure', 'Pedicure', 'Paraffin wax', 'Facial'],
    location: 'karen',
    hours: [open(TUE_SUN, '09:00', '18:00')],
    rating: 4.7,
    reviews: 64,
  },
  {
    id: 'pambo-nail-lounge',
    name: 'Pambo Nail Lounge',
    category: 'nail-spa',
    services: ['Express manicure', 'Gel polish', 'Nail repair', 'Pedicure'],
    location: 'cbd',
    hours: [open(MON_SAT, '08:00', '19:00')],
    rating: 4.3,
    reviews: 152,
  },
  {
    id: 'lulu-nail-spa',
    name: 'Lulu Nail Spa',
    category: 'nail-spa',
    alsoIn: ['beauty-spa'],
    services: ['Manicure', 'Pedicure', 'Foot massage', 'Eyelash extensions'],
    location: 'lavington',
    hours: [open(MON_FRI, '10:00', '19:00'), open([6], '09:00', '17:00')],
    rating: 4.5,
    reviews: 41,
  },

  // Hair salons
  {
    id: 'tress-lounge',
    name: 'Tress Lounge',
    category: 'hair-salon',
    alsoIn: ['make-up'],
    services: ['Box braids', 'Cornrows', 'Silk press', 'Wash and set', 'Bridal make-up'],
    location: 'kilimani',
    hours: [open(MON_SAT, '08:00', '19:00')],
    rating: 4.7,
    reviews: 210,
  },
  {
    id: 'nywele-hair-studio',
    name: 'Nywele Hair Studio',
    category: 'hair-salon',
    services: ['Locs retwist', 'Natural hair care', 'Deep conditioning', 'Blow-dry'],
    location: 'westlands',
    hours: [open(TUE_SUN, '09:00', '18:00')],
    rating: 4.6,
    reviews: 97,
  },
  {
    id: 'shiros-beauty-parlour',
    name: 'Shiro’s Beauty Parlour',
    category: 'hair-salon',
    alsoIn: ['make-up'],
    services: ['Weaves', 'Braids', 'Relaxer', 'Make-up'],
    location: 'cbd',
    hours: [open(MON_SAT, '07:30', '20:00')],
    rating: 4.2,
    reviews: 184,
  },
  {
    id: 'the-hair-loft-karen',
    name: 'The Hair Loft Karen',
    category: 'hair-salon',
    alsoIn: ['make-up'],
    services: ['Cut and colour', 'Keratin treatment', 'Blow-dry', 'Bridal hair and make-up'],
    location: 'karen',
    hours: [open(TUE_SAT, '09:00', '18:00'), open([0], '10:00', '15:00')],
    rating: 4.8,
    reviews: 73,
  },
  {
    id: 'afro-chic-salon',
    name: 'Afro Chic Salon',
    category: 'hair-salon',
    services: ['Twists', 'Locs', 'Kids’ braids', 'Wash and style'],
    location: 'kileleshwa',
    hours: [open(MON_SAT, '08:00', '18:00')],
    rating: 4.5,
    reviews: 61,
  },
  {
    id: 'neema-hair-and-beauty',
    name: 'Neema Hair & Beauty',
    category: 'hair-salon',
    alsoIn: ['make-up'],
    services: ['Braids', 'Weaves', 'Make-up', 'Pedicure'],
    location: 'south-b',
    hours: [open(EVERY_DAY, '08:00', '20:00')],
    rating: 4.4,
    reviews: 88,
  },

  // Massage spas
  {
    id: 'serenity-day-spa',
    name: 'Serenity Day Spa',
    category: 'massage-spa',
    alsoIn: ['beauty-spa'],
    services: ['Swedish massage', 'Hot stone massage', 'Aromatherapy', 'Facial'],
    location: 'karen',
    hours: [open(EVERY_DAY, '09:00', '20:00')],
    rating: 4.9,
    reviews: 143,
  },
  {
    id: 'utulivu-wellness-spa',
    name: 'Utulivu Wellness Spa',
    category: 'massage-spa',
    alsoIn: ['beauty-spa'],
    services: ['Deep tissue massage', 'Reflexology', 'Body scrub', 'Sauna'],
    location: 'westlands',
    hours: [open(MON_SAT, '10:00', '21:00')],
    rating: 4.7,
    reviews: 112,
  },
  {
    id: 'ananda-massage-studio',
    name: 'Ananda Massage Studio',
    category: 'massage-spa',
    services: ['Thai massage', 'Couples massage', 'Foot reflexology'],
    location: 'kilimani',
    hours: [open(TUE_SUN, '11:00', '20:00')],
    rating: 4.5,
    reviews: 57,
  },
  {
    id: 'baraka-spa-and-sauna',
    name: 'Baraka Spa & Sauna',
    category: 'massage-spa',
    alsoIn: ['beauty-spa'],
    services: ['Steam bath', 'Sauna', 'Back massage', 'Facial'],
    location: 'cbd',
    hours: [open(EVERY_DAY, '07:00', '21:00')],
    rating: 4.3,
    reviews: 201,
  },
  {
    id: 'oasis-spa-lavington',
    name: 'Oasis Spa Lavington',
    category: 'massage-spa',
    alsoIn: ['beauty-spa'],
    services: ['Aromatherapy', 'Pregnancy massage', 'Facial', 'Waxing'],
    location: 'lavington',
    hours: [open(MON_SAT, '09:00', '19:00')],
    rating: 4.6,
    reviews: 69,
  },
  {
    id: 'msafiri-sports-massage',
    name: 'Msafiri Sports Massage',
    category: 'massage-spa',
    services: ['Sports massage', 'Deep tissue massage', 'Stretching therapy'],
    location: 'parklands',
    hours: [open(MON_FRI, '06:00', '20:00'), open([6], '07:00', '14:00')],
    rating: 4.6,
    reviews: 38,
  },

  // Barber shops
  {
    id: 'sharp-cuts-barbershop',
    name: 'Sharp Cuts Barbershop',
    category: 'barber-shop',
    services: ['Fade', 'Beard trim', 'Hot towel shave', 'Kids’ cut'],
    location: 'westlands',
    hours: [open(MON_SAT, '08:00', '20:00'), open([0], '10:00', '16:00')],
    rating: 4.8,
    reviews: 265,
  },
  {
    id: 'kinyozi-express',
    name: 'Kinyozi Express',
    category: 'barber-shop',
    services: ['Walk-in haircut', 'Shave', 'Beard dye'],
    location: 'cbd',
    hours: [open(EVERY_DAY, '07:00', '21:00')],
    rating: 4.2,
    reviews: 318,
  },
  {
    id: 'the-gentlemans-den',
    name: 'The Gentleman’s Den',
    category: 'barber-shop',
    services: ['Fade', 'Beard sculpting', 'Scalp treatment', 'Men’s facial'],
    location: 'kilimani',
    hours: [open(TUE_SUN, '09:00', '19:00')],
    rating: 4.7,
    reviews: 94,
  },
  {
    id: 'karen-barbers-club',
    name: 'Karen Barbers Club',
    category: 'barber-shop',
    services: ['Classic cut', 'Beard trim', 'Hot towel shave'],
    location: 'karen',
    hours: [open(MON_SAT, '09:00', '18:00')],
    rating: 4.6,
    reviews: 52,
  },
  {
    id: 'mtaa-fades',
    name: 'Mtaa Fades',
    category: 'barber-shop',
    services: ['Fade', 'Line-up', 'Dreadlock maintenance', 'Kids’ cut'],
    location: 'south-b',
    hours: [open(EVERY_DAY, '08:00', '21:00')],
    rating: 4.5,
    reviews: 77,
  },
  {
    id: 'crown-cuts-kileleshwa',
    name: 'Crown Cuts Kileleshwa',
    category: 'barber-shop',
    services: ['Fade', 'Beard trim', 'Hair dye'],
    location: 'kileleshwa',
    hours: [open(MON_SAT, '08:00', '19:00')],
    rating: 4.4,
    reviews: 45,
  },

  // Gyms
  {
    id: 'iron-paradise-gym',
    name: 'Iron Paradise Gym',
    category: 'gym',
    services: ['Weight training', 'HIIT classes', 'Personal training'],
    location: 'westlands',
    hours: [
      open(MON_FRI, '05:30', '22:00'),
      open([6], '07:00', '20:00'),
      open([0], '08:00', '16:00'),
    ],
    rating: 4.6,
    reviews: 188,
  },
  {
    id: 'karen-fitness-hub',
    name: 'Karen Fitness Hub',
    category: 'gym',
    services: ['Pilates', 'Yoga', 'Spin classes', 'Personal training'],
    location: 'karen',
    hours: [open(MON_SAT, '06:00', '21:00')],
    rating: 4.7,
    reviews: 91,
  },
  {
    id: 'jamhuri-power-gym',
    name: 'Jamhuri Power Gym',
    category: 'gym',
    services: ['Weight training', 'Boxing', 'Aerobics'],
    location: 'cbd',
    hours: [open(MON_SAT, '05:00', '22:00'), open([0], '07:00', '14:00')],
    rating: 4.3,
    reviews: 240,
  },
  {
    id: 'kilimani-crossfit-box',
    name: 'Kilimani CrossFit Box',
    category: 'gym',
    services: ['CrossFit', 'Olympic lifting', 'Mobility classes'],
    location: 'kilimani',
    hours: [open(MON_FRI, '06:00', '21:00'), open([6], '07:00', '13:00')],
    rating: 4.8,
    reviews: 66,
  },
  {
    id: 'parklands-aqua-fitness',
    name: 'Parklands Aqua Fitness',
    category: 'gym',
    services: ['Swimming lessons', 'Aqua aerobics', 'Gym floor'],
    location: 'parklands',
    hours: [open(EVERY_DAY, '06:00', '20:00')],
    rating: 4.4,
    reviews: 54,
  },
  {
    id: 'shanti-yoga-and-fitness',
    name: 'Shanti Yoga & Fitness',
    category: 'gym',
    services: ['Yoga', 'Pilates', 'Zumba', 'Meditation'],
    location: 'lavington',
    hours: [open(MON_SAT, '06:30', '20:00'), open([0], '08:00', '12:00')],
    rating: 4.7,
    reviews: 83,
  },
] as const satisfies readonly Business[];

function avatar(n: number): Image {
  return { src: `/images/people/p${n}.svg`, alt: '', width: 160, height: 160 };
}

/** Book Top Talents. */
export const professionals = [
  {
    id: 'achieng-odhiambo',
    name: 'Achieng Odhiambo',
    profession: 'Hair Stylist',
    category: 'hair-salon',
    services: ['Box braids', 'Knotless braids', 'Cornrows'],
    venue: 'Tress Lounge, Kilimani',
    location: 'kilimani',
    hours: [open(TUE_SAT, '09:00', '17:00')],
    rating: 4.9,
    reviews: 132,
    image: avatar(1),
  },
  {
    id: 'kevin-mwangi',
    name: 'Kevin Mwangi',
    profession: 'Barber',
    category: 'barber-shop',
    services: ['Fade', 'Beard trim', 'Hot towel shave'],
    venue: 'Sharp Cuts Barbershop, Westlands',
    location: 'westlands',
    hours: [open(MON_SAT, '10:00', '19:00')],
    rating: 4.8,
    reviews: 187,
    image: avatar(2),
  },
  {
    id: 'fatuma-ali',
    name: 'Fatuma Ali',
    profession: 'Make-up Artist',
    category: 'make-up',
    services: ['Bridal make-up', 'Photo shoot make-up', 'Gele tying'],
    venue: 'her studio on 3rd Parklands Avenue',
    location: 'parklands',
    hours: [open(EVERY_DAY, '07:00', '18:00')],
    rating: 4.9,
    reviews: 96,
    image: avatar(3),
  },
  {
    id: 'dennis-kiprop',
    name: 'Dennis Kiprop',
    profession: 'Massage Therapist',
    category: 'massage-spa',
    services: ['Deep tissue massage', 'Sports massage', 'Reflexology'],
    venue: 'Utulivu Wellness Spa, Westlands',
    location: 'westlands',
    hours: [open([3, 4, 5, 6, 0], '11:00', '20:00')],
    rating: 4.7,
    reviews: 58,
    image: avatar(4),
  },
  {
    id: 'baraka-otieno',
    name: 'Baraka Otieno',
    profession: 'Loctician',
    category: 'hair-salon',
    services: ['Starter locs', 'Locs retwist', 'Loc styling'],
    venue: 'Nywele Hair Studio, Westlands',
    location: 'westlands',
    hours: [open(TUE_SAT, '10:00', '18:00')],
    rating: 4.8,
    reviews: 74,
    image: avatar(5),
  },
  {
    id: 'njeri-wambui',
    name: 'Njeri Wambui',
    profession: 'Nail Technician',
    category: 'nail-spa',
    services: ['Gel manicure', 'Nail art', 'Acrylic nails'],
    venue: 'Glow Nail Bar, Kilimani',
    location: 'kilimani',
    hours: [open(MON_SAT, '10:00', '18:00')],
    rating: 4.8,
    reviews: 69,
    image: avatar(6),
  },
  {
    id: 'samuel-kariuki',
    name: 'Samuel Kariuki',
    profession: 'Personal Trainer',
    category: 'gym',
    services: ['Strength training', 'Weight loss coaching', 'Boxing'],
    venue: 'Iron Paradise Gym, Westlands',
    location: 'westlands',
    hours: [open(MON_FRI, '05:30', '12:00'), open([6], '07:00', '11:00')],
    rating: 4.7,
    reviews: 45,
    image: avatar(7),
  },
  {
    id: 'brian-kiptoo',
    name: 'Brian Kiptoo',
    profession: 'Barber',
    category: 'barber-shop',
    services: ['Fade', 'Line-up', 'Kids’ cut'],
    venue: 'Mtaa Fades, South B',
    location: 'south-b',
    hours: [open(MON_SAT, '08:00', '18:00')],
    rating: 4.5,
    reviews: 61,
    image: avatar(9),
  },
  {
    id: 'grace-muthoni',
    name: 'Grace Muthoni',
    profession: 'Yoga Instructor',
    category: 'gym',
    services: ['Yoga', 'Pilates', 'Meditation'],
    venue: 'Shanti Yoga & Fitness, Lavington',
    location: 'lavington',
    hours: [open([1, 3, 5], '06:30', '11:00'), open([6], '08:00', '12:00')],
    rating: 4.9,
    reviews: 52,
    image: avatar(10),
  },
  {
    id: 'aisha-abdi',
    name: 'Aisha Abdi',
    profession: 'Photographer',
    category: 'photography',
    services: ['Portrait photography', 'Wedding photography', 'Product photos'],
    venue: 'her studio at The Hub Karen',
    location: 'karen',
    hours: [open(TUE_SUN, '09:00', '18:00')],
    rating: 4.8,
    reviews: 47,
    image: avatar(11),
  },
  {
    id: 'halima-hassan',
    name: 'Halima Hassan',
    profession: 'Henna and Make-up Artist',
    category: 'make-up',
    services: ['Henna art', 'Bridal make-up', 'Eyebrow shaping'],
    venue: 'Moi Avenue, Nairobi CBD',
    location: 'cbd',
    hours: [open(MON_SAT, '10:00', '19:00')],
    rating: 4.7,
    reviews: 83,
    image: avatar(12),
  },
] as const satisfies readonly Professional[];

/** Everything the search looks through, businesses first. */
export const listings: readonly (Listing & { kind: 'business' | 'professional' })[] = [
  ...businesses.map(({ id, name, category, services, location, hours, ...rest }: Business) => ({
    kind: 'business' as const,
    id,
    name,
    keywords: [
      categoryNames[category],
      ...(rest.alsoIn ?? []).map((also) => categoryNames[also]),
      ...services,
    ],
    location,
    hours,
  })),
  ...professionals.map(
    ({ id, name, profession, category, services, location, hours }: Professional) => ({
      kind: 'professional' as const,
      id,
      name,
      keywords: [profession, categoryNames[category], ...services],
      location,
      hours,
    }),
  ),
];

/** Who a booking is with, by id: the login page names them (`/login?book=<id>`). */
export const bookingNames: Record<string, string> = Object.fromEntries(
  [...businesses, ...professionals].map((entry) => [entry.id, entry.name]),
);

export function bookingHref(id: string): string {
  return `/login?book=${encodeURIComponent(id)}`;
}
