import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/shared-links';

export const registerBusinessLink = {
  ...en.registerBusinessLink,
  label: 'Sajili Biashara',
} as const satisfies Translation<typeof en.registerBusinessLink>;

export const bookDemoLink = { label: 'Omba Onyesho', href: '/demo' } as const satisfies Translation<
  typeof en.bookDemoLink
>;

export const homeLink = { label: 'Nyumbani', href: '/' } as const satisfies Translation<
  typeof en.homeLink
>;

export const learnMoreLabel = 'Soma zaidi' satisfies Translation<typeof en.learnMoreLabel>;
