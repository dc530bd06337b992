import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/navigation';

export const mainNav = [
  { label: 'Weka miadi', href: '/services' },
  { label: 'Nyumbani', href: '/' },
  { label: 'Aina za Biashara', href: '/business-types', menu: 'business-types' },
  { label: 'Vipengele', href: '/features', menu: 'features' },
  { label: 'Bei', href: '/pricing' },
  { label: 'Kuhusu Sisi', href: '/about' },
] as const satisfies Translation<typeof en.mainNav>;

export const logInLink = { label: 'Ingia', href: '/login' } as const satisfies Translation<
  typeof en.logInLink
>;
export const registerLink = { label: 'Jisajili', href: '/signup' } as const satisfies Translation<
  typeof en.registerLink
>;
