/**
 * What articles are about. An article's frontmatter lists these keys as its `tags`, the same in
 * every language; readers see the names, in their language (content/sw/blog-topics.ts).
 * A module of its own, beside content/blog-index.ts, so the index's Kiswahili twin stays as it is.
 */
export const topics = {
  barbers: 'barbers',
  bookings: 'bookings',
  clients: 'clients',
  deposits: 'deposits',
  gyms: 'gyms',
  pricing: 'pricing',
  reports: 'reports',
  seasonal: 'seasonal',
  spas: 'spas',
  stylists: 'stylists',
  whatsapp: 'whatsapp',
} as const;

export type Topic = keyof typeof topics;
