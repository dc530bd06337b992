import { site } from './site';
import type { NavLink } from './types';

/** The two calls to action a business owner meets on the business-type and feature pages. */
export const registerBusinessLink = {
  label: 'Register Business',
  href: site.adminRegistrationUrl,
} satisfies NavLink;

export const bookDemoLink = { label: 'Book a Demo', href: '/demo' } satisfies NavLink;

export const homeLink = { label: 'Home', href: '/' } satisfies NavLink;
