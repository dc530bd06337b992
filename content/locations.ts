import type { Image } from './types';

/** Areas where businesses on Miadi take bookings: the landing destination section and /services. */
export type Location = { slug: string; name: string; blurb: string; image: Image };

export const locations = [
  {
    slug: 'westlands',
    name: 'Westlands',
    blurb: 'Barbers, spas and studios around Sarit and The Mall.',
    image: { src: '/images/locations/westlands.svg', alt: '', width: 400, height: 300 },
  },
  {
    slug: 'kilimani',
    name: 'Kilimani',
    blurb: 'Salons and nail bars along Argwings Kodhek and Yaya.',
    image: { src: '/images/locations/kilimani.svg', alt: '', width: 400, height: 300 },
  },
  {
    slug: 'karen',
    name: 'Karen',
    blurb: 'Day spas, yoga studios and trainers in leafy Karen.',
    image: { src: '/images/locations/karen.svg', alt: '', width: 400, height: 300 },
  },
  {
    slug: 'cbd',
    name: 'Nairobi CBD',
    blurb: 'Walk-in barbers and make-up artists in the city centre.',
    image: { src: '/images/locations/cbd.svg', alt: '', width: 400, height: 300 },
  },
] as const satisfies readonly Location[];
