import * as en from '@/content/features-menu';
import type { Translation } from '@/content/i18n/types';

/** The Features menu in Kiswahili: the same headings, entries and slugs as the English one. */
export const featureGroups = [
  {
    title: 'Kalenda na Miadi',
    items: [
      { slug: 'notifications', label: 'Arifa' },
      { slug: 'customer-tracking', label: 'Kufuatilia Wateja' },
      { slug: 'payment', label: 'Malipo' },
      { slug: 'invoicing', label: 'Ankara' },
      { slug: 'booking-widget', label: 'Fomu ya Miadi' },
    ],
  },
  {
    title: 'Bidhaa',
    items: [
      { slug: 'employee-management', label: 'Usimamizi wa Wafanyakazi' },
      { slug: 'market-place', label: 'Soko la Miadi' },
      { slug: 'live-stream', label: 'Matangazo ya Moja kwa Moja' },
    ],
  },
  {
    title: 'Uanachama',
    items: [
      { slug: 'reports', label: 'Ripoti' },
      { slug: 'customize-website', label: 'Badilisha Tovuti Yako' },
      { slug: 'marketing', label: 'Masoko' },
    ],
  },
] as const satisfies Translation<typeof en.featureGroups>;
