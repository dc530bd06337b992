import { areas, catalogue } from './catalogue';
import { areaHref } from './hrefs';
import { localizePath, type Lang } from './i18n';

/*
 * Which areas are nearest each other, from where their listings are (issue 52): a search that
 * finds nothing in an area offers the same search in the nearest areas with results. Worked out
 * at build time; the page hands the search only each area's few nearest.
 */

/** How many nearest areas each area names. */
export const NEAREST = 3;

/** The middle of an area: the mean of its listings' coordinates; none without listings. */
const middles = new Map(
  areas.flatMap((area) => {
    const here = catalogue.filter((listing) => listing.location === area.slug);
    if (!here.length) return [];
    const mean = (pick: (geo: { lat: number; lng: number }) => number) =>
      here.reduce((sum, listing) => sum + pick(listing.geo), 0) / here.length;
    return [[area.slug, { lat: mean((geo) => geo.lat), lng: mean((geo) => geo.lng) }] as const];
  }),
);

/** Distance on Nairobi's scale, where a degree of longitude is as long as one of latitude. */
function apart(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.hypot(a.lat - b.lat, a.lng - b.lng);
}

/** The other areas with listings, nearest first, at most NEAREST. */
export function nearestAreas(slug: string): string[] {
  const middle = middles.get(slug);
  if (!middle) return [];
  return [...middles]
    .filter(([other]) => other !== slug)
    .sort(([, a], [, b]) => apart(middle, a) - apart(middle, b))
    .slice(0, NEAREST)
    .map(([other]) => other);
}

/** The areas as the search bar takes them: name, page and nearest areas, in `lang`. */
export function searchAreas(lang: Lang) {
  return areas.map((area) => ({
    slug: area.slug,
    name: area.name,
    href: localizePath(areaHref(area.slug), lang),
    near: nearestAreas(area.slug),
  }));
}
