import { businessTypeMenu, businessTypesIndexHref } from '@/content/business-types';
import { featureMenu, featuresIndexHref } from '@/content/features-menu';

/** The two header menus as the desktop popovers and the mobile drawer both render them. */
export const navMenus = {
  'business-types': {
    groups: businessTypeMenu,
    index: { label: 'All business types', href: businessTypesIndexHref },
  },
  features: {
    groups: featureMenu,
    index: { label: 'All features', href: featuresIndexHref },
  },
};

export type NavMenu = (typeof navMenus)[keyof typeof navMenus];
