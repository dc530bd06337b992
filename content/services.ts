import type { Image, Testimonial } from './types';

/** Copy and lists of the customer services page (/services), in page order. */

function img(src: string, alt: string, width = 640, height = 480): Image {
  return { src, alt, width, height };
}

export const servicesPage = {
  title: 'Book a service',
  /** {kinds}: the catalogue's kinds of place (lib/catalogue-words.ts); {place}: its counties. */
  description: 'Book {kinds} across {place}: prices, opening hours and reviews.',
} as const;

export const servicesHero = {
  before: 'Book your next',
  after: 'service',
  /** {kinds}: the kinds of place the catalogue lists (lib/catalogue-words.ts kindsOf). */
  text: 'Search {kinds} near you, see when they are open, and book in a few taps.',
  slides: [
    {
      word: 'barber',
      image: img('/images/services/barber.svg', 'A customer getting a fresh fade at the barber'),
    },
    {
      word: 'photography',
      image: img(
        '/images/services/photography.svg',
        'A photographer taking portraits of a smiling couple',
      ),
    },
    {
      word: 'makeup',
      image: img('/images/services/makeup.svg', 'A customer having her make-up done for an event'),
    },
    {
      word: 'hairstylist',
      image: img(
        '/images/services/hairstylist.svg',
        'A hairstylist braiding a customer’s hair in a salon',
      ),
    },
  ],
  /** Milliseconds between words (spec: 3000 with a 500 ms fade). */
  interval: 3000,
} as const;

/** The search bar. Empty fields mean "any", as their first option says. */
export const searchBar = {
  label: 'Search services',
  service: { label: 'Service', placeholder: 'Any Service' },
  /** {place}: the counties of the catalogue's areas ("Nairobi"). */
  location: { label: 'Current Location', any: 'Anywhere in {place}' },
  date: { label: 'Date', any: 'Any Date' },
  time: { label: 'Time', any: 'Any Time' },
  /** A checkbox: only listings with a deal (D28). */
  deals: { label: 'Deals only' },
  /** The highest headline price a search takes (issue 52), and the order of its results. */
  max: { label: 'Highest price', any: 'Any price' },
  sort: { label: 'Sort by', best: 'Best match', price: 'Lowest price first' },
  submit: 'Search',
  clear: 'Clear search',
  /** Below the categories and locations: "Show 7 results for Nail Salons", or a way back up. */
  shortcut: { show: 'Show', change: 'Change the search' },
  /** How far ahead the date list reaches, and the times offered. */
  days: 28,
  times: { first: '06:00', last: '21:30', step: 30 },
} as const;

/**
 * Beside the search bar when JavaScript is off, which the search needs: the area and category
 * pages are the way in. `areas` and `categories` are links to those sections of /services.
 */
export const searchWithoutScript = {
  text: 'This search runs only with JavaScript on. Without it, find a place by its',
  areas: 'area',
  or: 'or by its',
  categories: 'kind of service',
} as const;

export const browseCategories = {
  title: 'Browse Categories',
  intro: 'Pick a category to see who offers it near you.',
  // Each tile's category is a catalogue category id, named by the catalogue's plural: the tile
  // leads to its page where the catalogue fills one, and otherwise searches /services (D34, D9).
  items: [
    {
      category: 'hair-salon',
      image: img('/images/businesses/hair-salon.svg', '', 400, 300),
    },
    {
      category: 'make-up',
      image: img('/images/categories/beauty-makeup.svg', '', 400, 300),
    },
    {
      category: 'barber-shop',
      image: img('/images/businesses/barber-shop.svg', '', 400, 300),
    },
    {
      category: 'beauty-spa',
      image: img('/images/categories/beauty.svg', '', 400, 300),
    },
    {
      category: 'nail-spa',
      image: img('/images/businesses/nail-spa.svg', '', 400, 300),
    },
  ],
} as const;

export const popularLocations = {
  title: 'Popular Locations',
  intro: 'See what is on offer in the neighbourhoods where most of our customers book.',
} as const;

export const recommended = {
  title: 'Recommended Services',
  intro: 'Well-reviewed places our customers keep coming back to.',
  // Each tab is a category id of the catalogue (tests/unit/catalogue.test.ts), named by its plural.
  tabs: [
    { category: 'nail-spa' },
    { category: 'hair-salon' },
    { category: 'massage-spa' },
    { category: 'barber-shop' },
    { category: 'gym' },
  ],
} as const;

export const testimonialSection = { title: 'What our customers say' } as const;

export const servicesTestimonial = {
  name: 'Mercy Chebet',
  business: 'Booked a silk press in Kilimani',
  rating: 5,
  text: 'I found a salon open on Sunday afternoon, booked in two minutes and paid the deposit by M-Pesa. No calls, no waiting at the door.',
  image: img('/images/people/p8.svg', '', 160, 160),
} as const satisfies Testimonial;

export const topTalents = {
  title: 'Book Top Talents',
  intro: 'Stylists, barbers, therapists and trainers our customers rate highest.',
} as const;

export const statsLabel = 'Miadi in numbers';

export const servicesNewsletter = {
  title: 'Get deals near you every week',
  text: 'New places, free slots and offers in your area, in one short weekly email.',
  action: 'Get Started',
} as const;

/** The words on business and professional cards. */
export const cardText = {
  reviews: 'reviews',
  open: 'Open',
  at: 'at',
  bookNow: 'Book Now',
  /** Read after Book Now by screen readers: "Book Now with Glow Nail Bar". */
  bookWith: 'with',
  yourRating: 'Your rating',
  /** Under the rating choices: a rating is never sent anywhere (the specification's "local only"). */
  ratingStays: 'Stays on this device',
  noRating: 'No rating',
  star: 'star',
  stars: 'stars',
  /** A listing's lowest price of a whole service (lib/listing-prices.ts). */
  fromPrice: 'from {price}',
  /** A price for a unit: "Kes 200 per nail" ({per} is the catalogue's unit). */
  perUnit: '{price} {per}',
} as const;
