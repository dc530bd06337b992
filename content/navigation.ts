import type { NavLink } from './types';

/**
 * The header, in order: Book a service first, the customers' way in (D39). `menu` entries open the Business Types or Features menu; the
 * desktop bar and the mobile drawer both render this list.
 */
export type MainNavItem = NavLink & { menu?: 'business-types' | 'features' };

export const mainNav = [
  { label: 'Book a service', href: '/services' },
  { label: 'Home', href: '/' },
  { label: 'Business Types', href: '/business-types', menu: 'business-types' },
  { label: 'Features', href: '/features', menu: 'features' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
] as const satisfies readonly MainNavItem[];

export const logInLink = { label: 'Log In', href: '/login' } satisfies NavLink;
export const registerLink = { label: 'Register', href: '/signup' } satisfies NavLink;
