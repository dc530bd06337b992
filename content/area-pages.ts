import type { AreaSlug } from './areas';

/** The copy of /services/in/{area}: a short introduction to each neighbourhood. */
export const areaIntros = {
  westlands:
    'Westlands is where Nairobi goes out, and where many people work: barbers open into the evening around The Mall, spas sit above the offices on Parklands Road, and gyms along Waiyaki Way open before six for the early crowd.',
  kilimani:
    'Kilimani is thick with salons and nail bars, from Argwings Kodhek Road and Yaya Centre to Lenana Road. Braiders, nail technicians and trainers here are booked by the hour, so a booking saves a wait.',
  karen:
    'In Karen the spas, barbers and studios are spread out along leafy roads, with parking and gardens. Places here usually work by appointment and ask for a few hours’ notice.',
  cbd: 'The city centre serves people on their way to and from work: barbers, nail bars, steam baths and gyms on Moi Avenue, Kimathi Street and Kenyatta Avenue open early and close late, and most take a booking at short notice.',
  kileleshwa:
    'Kileleshwa is residential and quieter: a neighbourhood salon and barber off Othaya and Mandera Roads, close enough to walk to from home.',
  lavington:
    'Lavington’s nail spas, day spas and yoga studios are in quiet compounds and small malls along James Gichuru and Gitanga Roads, and most of them ask you to book ahead.',
  parklands:
    'Parklands mixes sports and beauty: a sports massage clinic on Limuru Road, a swimming pool and gym near the Parklands Sports Club, and make-up studios on the Parklands avenues.',
  'south-b':
    'South B’s shopping centre keeps long hours every day of the week: barbers and a salon that take bookings until eight or nine in the evening, Sundays included, at neighbourhood prices.',
} as const satisfies Record<AreaSlug, string>;

export const areaPage = {
  /** "Book a service in Westlands". */
  titleBefore: 'Book a service in',
  description: (area: string, count: number) =>
    `${count} salons, barbers, spas, gyms and professionals to book in ${area}, Nairobi: prices, opening hours and reviews.`,
  listingsTitle: 'Places and professionals',
  otherAreas: 'Other areas',
} as const;
