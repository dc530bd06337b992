import type { NavLink } from './types';

/**
 * Links the business-type and feature pages share: their two calls to action, and home. Every
 * Register Business leads to sign-up on this site (D33).
 */
export const registerBusinessLink = {
  label: 'Register Business',
  href: '/signup',
} satisfies NavLink;

export const bookDemoLink = { label: 'Book a Demo', href: '/demo' } satisfies NavLink;

export const homeLink = { label: 'Home', href: '/' } satisfies NavLink;

/** The link under a feature's summary; its accessible name adds what it is about. */
export const learnMoreLabel = 'Learn more';
