import type { NavLink } from './types';

/**
 * The header, in order. `menu` entries open the Business Types or Features menu; the
 * desktop bar and the mobile drawer both render this list.
 */
export type MainNavItem = NavLink & { menu?: 'business-types' | 'features' };

export const mainNav = [
  { label: 'Home', href: '/' },
  { label: 'Business Types', href: '/business-types', menu: 'business-types' },
  { label: 'Features', href: '/features', menu: 'features' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
  { label: 'Book a service', href: '/services' },
] as const satisfies readonly MainNavItem[];

export const logInLink = { label: 'Log In', href: '/login' } satisfies NavLink;
export const registerLink = { label: 'Register', href: '/signup' } satisfies NavLink;
