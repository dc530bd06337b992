import { locations } from './locations';

/**
 * Areas with listings: the four popular locations, then the other neighbourhoods served.
 * Names only: the services page hands them to its search islands as a prop.
 */
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

/** The page of everything bookable in an area. */
export function areaHref(slug: string): string {
  return `/services/in/${slug}`;
}
