import { businessTypesIndexHref } from '@/content/business-types';
import type { Dictionary } from '@/content/dictionary';
import { featuresIndexHref } from '@/content/features-menu';
import type { NavLink } from '@/content/types';
import { businessTypeHref, featureHref } from '@/lib/hrefs';

export type NavMenu = {
  groups: readonly { title: string; links: readonly NavLink[] }[];
  index: NavLink;
};

/**
 * The two header menus, as the desktop popovers and the mobile drawer both render them, in
 * the page's language: group titles are headings, every entry a link, then the index page.
 */
export function navMenus({
  businessTypes,
  featuresMenu,
  ui,
}: Dictionary): Record<'business-types' | 'features', NavMenu> {
  return {
    'business-types': {
      groups: businessTypes.businessTypeGroups.map((group) => ({
        title: group.title,
        links: group.items.map((item) => ({ label: item.label, href: businessTypeHref(item) })),
      })),
      index: { label: ui.nav.allBusinessTypes, href: businessTypesIndexHref },
    },
    features: {
      groups: featuresMenu.featureGroups.map((group) => ({
        title: group.title,
        links: group.items.map((item) => ({ label: item.label, href: featureHref(item.slug) })),
      })),
      index: { label: ui.nav.allFeatures, href: featuresIndexHref },
    },
  };
}
