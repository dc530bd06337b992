import type * as en from '@/content/blog-topics';
import type { Translation } from '@/content/i18n/types';

/**
 * The names of the blog's topics in Kiswahili, in the words of content/sw/glossary.ts. The
 * articles' frontmatter keeps the English keys (they are the same in both languages); pages and
 * the feed show these names.
 */
export const topics = {
  barbers: 'vinyozi',
  bookings: 'miadi',
  clients: 'wateja',
  deposits: 'malipo ya awali',
  gyms: 'gym',
  pricing: 'bei',
  reports: 'ripoti',
  seasonal: 'misimu',
  spas: 'spa',
  stylists: 'wasusi',
  whatsapp: 'WhatsApp',
} as const satisfies Translation<typeof en.topics>;
