import type { AreaSlug } from './areas';
import { hairSalons, nailSpas } from './listings/beauty';
import { barberShops, gyms } from './listings/grooming-fitness';
import { professionalEntries } from './listings/professionals';
import { massageSpas } from './listings/wellness';
import type { Image, OpeningHours } from './types';

/**
 * The businesses and professionals a customer can find and book on /services, each with its
 * own page at /services/{id}. The entries live in content/listings/, one module per group.
 */

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

/** A line of the price list. */
export type Service = { name: string; priceKes: number; minutes: number };

export type Review = {
  author: string;
  /** "YYYY-MM-DD". */
  date: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
};

export type TeamMember = { name: string; role: string };

/** How many customers gave 5, 4, 3, 2 and 1 stars: the rating and count are worked out from it. */
export type RatingSpread = readonly [number, number, number, number, number];

/** How bookings are taken: a slot every `interval` minutes, none sooner than `leadMinutes` ahead. */
export type BookingRules = { interval: 15 | 20 | 30; leadMinutes: number };

type Entry = {
  /** Also the page's address: /services/{id}. */
  id: string;
  name: string;
  location: AreaSlug;
  /** Street and building; the area's name completes the address. */
  street: string;
  geo: { lat: number; lng: number };
  /** International format without the plus: 2547XXXXXXXX or 2541XXXXXXXX. */
  whatsapp: string;
  hours: OpeningHours;
  booking: BookingRules;
  services: readonly Service[];
  spread: RatingSpread;
  /** Written reviews, newest first; a few of the ones counted in `spread`. */
  reviews: readonly Review[];
};

export type BusinessEntry = Entry & {
  /** The tab it is listed under. */
  category: BusinessCategory;
  /** Further categories it is found by, e.g. a spa that is also a beauty spa. */
  alsoIn?: readonly CategoryId[];
  team: readonly TeamMember[];
};

export type ProfessionalEntry = Entry & {
  profession: string;
  category: CategoryId;
  /** Where they work: the schedule text reads "… at {venue}". */
  venue: string;
  image: Image;
};

type Rated = {
  /** Average of `spread`, to one decimal. */
  rating: number;
  reviewCount: number;
};

export type Business = BusinessEntry & Rated & { kind: 'business' };
export type Professional = ProfessionalEntry & Rated & { kind: 'professional' };
export type CatalogueListing = Business | Professional;

export function ratingOf(spread: RatingSpread): Rated {
  const reviewCount = spread.reduce((sum, count) => sum + count, 0);
  const stars = spread.reduce((sum, count, i) => sum + count * (5 - i), 0);
  return {
    rating: reviewCount ? Math.round((stars / reviewCount) * 10) / 10 : 0,
    reviewCount,
  };
}

export const businessImages = {
  'nail-spa': { src: '/images/businesses/nail-spa.svg', alt: '', width: 400, height: 300 },
  'hair-salon': { src: '/images/businesses/hair-salon.svg', alt: '', width: 400, height: 300 },
  'massage-spa': { src: '/images/businesses/massage-spa.svg', alt: '', width: 400, height: 300 },
  'barber-shop': { src: '/images/businesses/barber-shop.svg', alt: '', width: 400, height: 300 },
  gym: { src: '/images/businesses/gym.svg', alt: '', width: 400, height: 300 },
} as const satisfies Record<BusinessCategory, Image>;

export const businesses: readonly Business[] = [
  ...nailSpas,
  ...hairSalons,
  ...massageSpas,
  ...barberShops,
  ...gyms,
].map((entry: BusinessEntry) => ({ ...entry, ...ratingOf(entry.spread), kind: 'business' }));

/** Book Top Talents. */
export const professionals: readonly Professional[] = professionalEntries.map(
  (entry: ProfessionalEntry) => ({ ...entry, ...ratingOf(entry.spread), kind: 'professional' }),
);

/** Every listing, businesses first: one page each. */
export const catalogue: readonly CatalogueListing[] = [...businesses, ...professionals];

export function listingBySlug(slug: string): CatalogueListing | undefined {
  return catalogue.find((listing) => listing.id === slug);
}

export function listingHref(id: string): string {
  return `/services/${id}`;
}

/** Book Now on a card: straight to the listing's booking form. */
export function bookingHref(id: string): string {
  return `${listingHref(id)}#book`;
}

/** The category a listing is shown under: "Nail Spa", or a professional's profession. */
export function listingCategory(listing: CatalogueListing): string {
  return listing.kind === 'business' ? categoryNames[listing.category] : listing.profession;
}

export function listingsIn(area: string): CatalogueListing[] {
  return catalogue.filter((listing) => listing.location === area);
}
