/** The Features menu: three headings (not links) and the eleven feature pages under /features/. */
export const featureGroups = [
  {
    title: 'Calendar & Booking',
    items: [
      { slug: 'notifications', label: 'Notifications' },
      { slug: 'customer-tracking', label: 'Customer Tracking' },
      { slug: 'payment', label: 'Payments' },
      { slug: 'invoicing', label: 'Invoicing' },
      { slug: 'booking-widget', label: 'Booking Widget' },
    ],
  },
  {
    title: 'Inventory',
    items: [
      { slug: 'employee-management', label: 'Employee Management' },
      { slug: 'market-place', label: 'Marketplace' },
      { slug: 'live-stream', label: 'Live Stream' },
    ],
  },
  {
    title: 'Membership',
    items: [
      { slug: 'reports', label: 'Reports' },
      { slug: 'customize-website', label: 'Customize Website' },
      { slug: 'marketing', label: 'Marketing' },
    ],
  },
] as const satisfies readonly {
  title: string;
  items: readonly { slug: string; label: string }[];
}[];

export type FeatureSlug = (typeof featureGroups)[number]['items'][number]['slug'];

/** /features, where every feature page lives: /features/{slug} (lib/hrefs.ts). */
export const featuresIndexHref = '/features';

export const features = featureGroups.flatMap((group) =>
  group.items.map((item) => ({ ...item, group: group.title })),
);
