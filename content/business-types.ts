/** The Business Types menu, exactly as the specification lists it. Pages are generated from it. */
export const businessTypeGroups = [
  {
    title: 'Grooming and Beauty',
    items: [
      { slug: 'salon-barber', label: 'Salons & Barbers' },
      { slug: 'nails', label: 'Nail Salons' },
      { slug: 'hair-removal', label: 'Hair Removal' },
      { slug: 'makeup', label: 'Make-up Artists' },
      { slug: 'tattoo', label: 'Tattoo & Piercing' },
      { slug: 'pet-grooming', label: 'Pet Grooming' },
    ],
  },
  {
    title: 'Wellness',
    items: [
      { slug: 'massage-therapy', label: 'Massage Therapy' },
      { slug: 'physical-therapy', label: 'Physical Therapy' },
    ],
  },
  {
    title: 'Fitness',
    items: [
      { slug: 'personal-trainers', label: 'Personal Trainers' },
      { href: '/gym-fitness', label: 'Gym & Fitness' },
      { slug: 'yoga-pilates', label: 'Yoga & Pilates' },
      { slug: 'coaching', label: 'Coaching' },
    ],
  },
  {
    title: 'Other Services',
    items: [
      { slug: 'dance-studios', label: 'Dance Studios' },
      { slug: 'photography-videography', label: 'Photography & Videography' },
      { slug: 'digital-influencers', label: 'Digital Influencers' },
      { slug: 'dj-mc-services', label: 'DJ & MC Services' },
      { slug: 'accounting-tax', label: 'Accounting & Tax' },
      { slug: 'legal-services', label: 'Legal Services' },
    ],
  },
] as const satisfies readonly {
  title: string;
  items: readonly ({ slug: string; label: string } | { href: string; label: string })[];
}[];

type Item = (typeof businessTypeGroups)[number]['items'][number];
export type BusinessTypeSlug = Extract<Item, { slug: string }>['slug'];

/** /business-types, where each trade's page lives: /business-types/{slug} (lib/hrefs.ts). */
export const businessTypesIndexHref = '/business-types';

/** The entries that have a generated page under /business-types/. */
export const businessTypes = businessTypeGroups.flatMap((group) =>
  group.items.flatMap((item) => ('slug' in item ? [{ ...item, group: group.title }] : [])),
);

/** Sign-up's Business Type options: the trades we serve, then Other (D17). */
export const businessTypeOptions = [
  ...businessTypeGroups.flatMap((group) =>
    group.items.map((item) => ({
      value: 'slug' in item ? item.slug : 'gym-fitness',
      label: item.label,
    })),
  ),
  { value: 'other', label: 'Other' },
];
