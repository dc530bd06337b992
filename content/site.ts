import { contact, formEndpoint } from './contact';

/**
 * Site-wide configuration. Values that differ per deployment are read from build-time
 * environment variables (NEXT_PUBLIC_*), so the exported HTML carries them.
 */
export const site = {
  name: 'Miadi',
  tagline: 'Bookings and business tools for service businesses',
  description:
    'Miadi brings online booking, payments by card and M-Pesa, staff scheduling and marketing tools to salons, barbers, spas, gyms and every service business in Kenya.',
  /** Canonical origin of the deployed site, used for canonical URLs, the sitemap and OG tags. */
  url: (process.env.NEXT_PUBLIC_SITE_URL || 'https://miadi.co.ke').replace(/\/+$/, ''),
  locale: 'en_KE',
  contact,
  /**
   * The app's sign-in page. Empty in the default build: this site has no sign-in service of
   * its own, so the login page says so instead of pretending.
   */
  signInUrl: process.env.NEXT_PUBLIC_SIGN_IN_URL || '',
  formEndpoint,
} as const;

export const telHref = `tel:${site.contact.phone.replace(/\s+/g, '')}`;

/** The phone number as a tel: link's text: non-breaking spaces, so it never wraps mid-number. */
export const telText = site.contact.phone.replace(/\s+/g, '\u00a0');
