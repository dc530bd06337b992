import * as en from '@/content/business-types';
import type { Translation } from '@/content/i18n/types';

/** The Business Types menu in Kiswahili: the same entries and slugs as the English one. */
export const businessTypeGroups = [
  {
    title: 'Urembo na Utunzaji',
    items: [
      { slug: 'salon-barber', label: 'Saluni na Vinyozi' },
      { slug: 'nails', label: 'Saluni za Kucha' },
      { slug: 'hair-removal', label: 'Kuondoa Nywele' },
      { slug: 'makeup', label: 'Wasanii wa Vipodozi' },
      { slug: 'tattoo', label: 'Tatuu na Kutoboa' },
      { slug: 'pet-grooming', label: 'Urembo wa Wanyama Vipenzi' },
    ],
  },
  {
    title: 'Afya na Ustawi',
    items: [
      { slug: 'massage-therapy', label: 'Tiba ya Masaji' },
      { slug: 'physical-therapy', label: 'Fiziotherapia' },
    ],
  },
  {
    title: 'Mazoezi',
    items: [
      { slug: 'personal-trainers', label: 'Wakufunzi Binafsi' },
      { href: '/gym-fitness', label: 'Gym na Mazoezi' },
      { slug: 'yoga-pilates', label: 'Yoga na Pilates' },
      { slug: 'coaching', label: 'Ukufunzi' },
    ],
  },
  {
    title: 'Huduma Nyingine',
    items: [
      { slug: 'dance-studios', label: 'Studio za Densi' },
      { slug: 'photography-videography', label: 'Upigaji Picha na Video' },
      { slug: 'digital-influencers', label: 'Wenye Ushawishi Mitandaoni' },
      { slug: 'dj-mc-services', label: 'Huduma za DJ na MC' },
      { slug: 'accounting-tax', label: 'Uhasibu na Kodi' },
      { slug: 'legal-services', label: 'Huduma za Kisheria' },
    ],
  },
] as const satisfies Translation<typeof en.businessTypeGroups>;

/** Sign-up's Business Type options, in the English order: the trades, then Other. */
export const businessTypeOptions = [
  ...businessTypeGroups.flatMap((group) =>
    group.items.map((item) => ({
      value: 'slug' in item ? item.slug : 'gym-fitness',
      label: item.label,
    })),
  ),
  { value: 'other', label: 'Nyingine' },
] satisfies Translation<typeof en.businessTypeOptions>;
