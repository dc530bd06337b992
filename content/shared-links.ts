import { site } from './site';
import type { NavLink } from './types';

/** Links the business-type and feature pages share: their two calls to action, and home. */
export const registerBusinessLink = {
  label: 'Register Business',
  href: site.adminRegistrationUrl,
} satisfies NavLink;

export const bookDemoLink = { label: 'Book a Demo', href: '/demo' } satisfies NavLink;

export const homeLink = { label: 'Home', href: '/' } satisfies NavLink;

/** The link under a feature's summary; its accessible name adds what it is about. */
export const learnMoreLabel = 'Learn more';
