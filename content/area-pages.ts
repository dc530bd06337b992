/** The copy of /services/in/{area}; each area's introduction is catalogue data (areas[].intro). */
export const areaPage = {
  /** "Book a service in Westlands". */
  titleBefore: 'Book a service in',
  description: (area: string, count: number) =>
    `${count} salons, barbers, spas, gyms and professionals to book in ${area}, Nairobi: prices, opening hours and reviews.`,
  listingsTitle: 'Places and professionals',
  otherAreas: 'Other areas',
} as const;
