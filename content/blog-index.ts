import type { NavLink } from './types';

/** The words around the articles: the /blog page, the article pages and the RSS feed. */
export const blogIndex = {
  title: 'Blog',
  description:
    'Practical guides for salons, barbers, spas, gyms and studios in Kenya, and for the clients who book them: bookings, payments, reminders and running a service business.',
  eyebrow: 'Miadi blog',
  headline: 'Guides for service businesses and the people who book them',
  intro:
    'How to fill your diary, get paid on time and keep clients coming back, and what to know before you book. Written for Kenya, in plain words.',
  empty: 'The first articles are on their way.',
  feedLabel: 'Follow the blog by RSS',
} as const;

export const blogLink = { label: 'Blog', href: '/blog' } as const satisfies NavLink;

export const articleLabels = {
  by: 'By',
  updated: 'Updated',
  readingTime: '{minutes} min read',
  related: 'Keep reading',
  tags: 'Topics',
} as const;
