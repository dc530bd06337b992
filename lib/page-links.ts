import type { Dictionary } from '@/content/dictionary';
import { type BusinessTypeSlug } from '@/content/business-types';
import { type FeatureSlug } from '@/content/features-menu';
import type { NavLink } from '@/content/types';
import { businessTypeHref, featureHref } from '@/lib/hrefs';

/**
 * The lists that content/business-type-pages.ts and content/feature-pages.ts derive from the
 * menus (cards, links between pages), worked out from one language's dictionary, so that the
 * Kiswahili pages name trades and features as the Kiswahili menus do. Addresses are the
 * English ones; Link turns them into the page's language.
 */

/** Every feature page, in menu order, with its group. */
export function featureEntries(words: Dictionary) {
  return words.featuresMenu.featureGroups.flatMap((group) =>
    group.items.map((item) => ({ ...item, group: group.title, href: featureHref(item.slug) })),
  );
}

/** A feature's menu label and address, for links from other pages. */
export function featureLink(words: Dictionary, slug: string): NavLink {
  const feature = featureEntries(words).find((item) => item.slug === slug);
  return { label: feature?.label ?? slug, href: featureHref(slug as FeatureSlug) };
}

/** A feature page's copy. */
export function featurePage(words: Dictionary, slug: FeatureSlug) {
  return words.featurePages.featurePages[slug];
}

/** /features: the menu's groups, each feature with its one-line summary. */
export function featureCards(words: Dictionary) {
  return words.featuresMenu.featureGroups.map((group) => ({
    title: group.title,
    cards: group.items.map((item) => ({
      slug: item.slug,
      label: item.label,
      href: featureHref(item.slug),
      summary: featurePage(words, item.slug).summary,
    })),
  }));
}

/** Every trade with a page under /business-types/, in menu order, with its group. */
export function businessTypeEntries(words: Dictionary) {
  return words.businessTypes.businessTypeGroups.flatMap((group) =>
    group.items.flatMap((item) =>
      'slug' in item ? [{ ...item, group: group.title, href: businessTypeHref(item) }] : [],
    ),
  );
}

/** A trade's page copy. */
export function businessTypePage(words: Dictionary, slug: BusinessTypeSlug) {
  return words.businessTypePages.businessTypePages[slug];
}

/** /business-types: the menu's groups, every entry with its card. */
export function businessTypeCards(words: Dictionary) {
  const { linkedBusinessTypeCards } = words.businessTypePages;
  return words.businessTypes.businessTypeGroups.map((group) => ({
    title: group.title,
    cards: group.items.map((item) => ({
      label: item.label,
      href: businessTypeHref(item),
      ...('slug' in item
        ? {
            summary: businessTypePage(words, item.slug).summary,
            image: businessTypePage(words, item.slug).image,
          }
        : linkedBusinessTypeCards[item.href]),
    })),
  }));
}

/** The trades whose page names this feature among those that matter most, in menu order. */
export function businessTypesFeaturing(words: Dictionary, slug: FeatureSlug): NavLink[] {
  return businessTypeEntries(words)
    .filter((type) =>
      businessTypePage(words, type.slug).features.some((feature) => feature.slug === slug),
    )
    .map((type) => ({ label: type.label, href: type.href }));
}
