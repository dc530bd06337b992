/** The copy of /services/in/{area}; each area's introduction is catalogue data (areas[].intro). */
export const areaPage = {
  /** "Book a service in Westlands", filled by lib/template.ts. */
  title: 'Book a service in {area}',
  /**
   * {kinds}: the kinds of place the area lists, the catalogue's category words ("nail salons,
   * barber shops and professionals"); {county} is the area's county.
   */
  description: 'Book {kinds} in {area}, {county}: prices, opening hours and reviews.',
  /** Listings of no category, named among the kinds: professionals work under their own. */
  professionals: 'professionals',
  /** The breadcrumb of page 2 onwards, after the area's own. */
  pageCrumb: 'Page {page}',
  listingsTitle: 'Places and professionals',
} as const;

/** Every area of the catalogue, with how many listings each has (components/area-directory.tsx). */
export const areaDirectory = {
  /** Its heading where it lists every area (/services). */
  title: 'Every area',
  /** Its heading on an area's page, which it leaves out. */
  otherAreas: 'Other areas',
  /** What a screen reader hears for "Kilimani · 12". */
  link: '{area}: {count} places and professionals',
} as const;
