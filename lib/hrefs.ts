import { businessTypesIndexHref, type BusinessTypeSlug } from '@/content/business-types';
import { featuresIndexHref, type FeatureSlug } from '@/content/features-menu';
import { categorySlug } from './category-pages';

/**
 * Every internal address the site builds from an id, one function per kind, in English: `Link`
 * (components/link.tsx) turns it into the page's language, `localizePath` where it is not a
 * link (metadata, the sitemap, a form's action). Content modules hold fixed paths as data
 * ("/features/payment"); these are for the addresses made from the catalogue and the menus.
 */

/** A listing's page: /services/{id}. */
export function listingHref(id: string): string {
  return `/services/${id}`;
}

/** Book Now on a card: straight to the listing's booking form. */
export function bookingHref(id: string): string {
  return `${listingHref(id)}#book`;
}

/** A category's page, /services/{slug} (its first page: lib/pages.ts). */
export function categoryHref(id: string): string {
  return `/services/${categorySlug(id)}`;
}

/** A category's page in an area, /services/{slug}/in/{area}. */
export function categoryAreaHref(id: string, area: string): string {
  return `${categoryHref(id)}/in/${area}`;
}

/** The page of everything bookable in an area (its first page: lib/pages.ts). */
export function areaHref(slug: string): string {
  return `/services/in/${slug}`;
}

/** A feature's page: /features/{slug}. */
export function featureHref(slug: FeatureSlug): string {
  return `${featuresIndexHref}/${slug}`;
}

/** A Business Types menu entry: its page under /business-types/, or the page it names. */
export function businessTypeHref(item: { slug: BusinessTypeSlug } | { href: string }): string {
  return 'slug' in item ? `${businessTypesIndexHref}/${item.slug}` : item.href;
}

/** A listing's booking widget page, which public/embed.js frames (D27). */
export function embedHref(listingId: string): string {
  return `/embed/${listingId}`;
}

/** From a listing's page to the owners' page about the widget, with that listing chosen. */
export function widgetHref(listingId: string): string {
  return `${featureHref('booking-widget')}?listing=${encodeURIComponent(listingId)}`;
}
