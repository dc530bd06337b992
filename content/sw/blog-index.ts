import type * as en from '@/content/blog-index';
import type { Translation } from '@/content/i18n/types';

/**
 * The words around the articles in Kiswahili: the /sw/blog page, the article pages and the
 * feed. The blog's address stays /blog, which the type holds.
 */
export const blogIndex = {
  title: 'Blogu',
  description:
    'Miongozo ya vitendo kwa saluni, vinyozi, spa, gym na studio nchini Kenya, na kwa wateja wanaoweka miadi nao: miadi, malipo, vikumbusho na kuendesha biashara ya huduma.',
  eyebrow: 'Blogu ya Miadi',
  headline: 'Miongozo kwa biashara za huduma na watu wanaoweka miadi nazo',
  intro:
    'Jinsi ya kujaza ratiba yako, kulipwa kwa wakati na kuwafanya wateja warudi tena, na unachopaswa kujua kabla ya kuweka miadi. Imeandikwa kwa ajili ya Kenya, kwa maneno rahisi.',
  empty: 'Makala za kwanza ziko njiani.',
  feedLabel: 'Fuatilia blogu kwa RSS',
} as const satisfies Translation<typeof en.blogIndex>;

export const blogLink = { label: 'Blogu', href: '/blog' } as const satisfies Translation<
  typeof en.blogLink
>;

export const articleLabels = {
  /** "Na Wanjiru Kamau", as a Kiswahili byline reads. */
  by: 'Na',
  updated: 'Imesasishwa',
  readingTime: 'Dakika {minutes} za kusoma',
  related: 'Endelea kusoma',
  tags: 'Mada',
} as const satisfies Translation<typeof en.articleLabels>;
