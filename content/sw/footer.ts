import * as en from '@/content/footer';
import type { Translation } from '@/content/i18n/types';
import { privacyPolicy, refundPolicy, termsOfUse } from '@/content/legal';

export const footerColumns = [
  {
    title: 'Kampuni',
    items: [
      { label: 'Kuhusu Sisi', href: '/about' },
      { label: 'Wasiliana Nasi', href: '/#contact-us' },
      { label: 'Blogu', href: '/blog' },
    ],
  },
  {
    title: 'Sheria',
    items: [
      { label: 'Sera ya Faragha', href: privacyPolicy.path },
      { label: 'Masharti ya Huduma', href: termsOfUse.path },
      { label: 'Masharti ya Matumizi', href: termsOfUse.path },
      { label: 'Sera ya Kurejesha Pesa', href: refundPolicy.path },
    ],
  },
  {
    title: 'Viungo vya Haraka',
    items: [
      { label: 'Huduma', href: '/services' },
      { label: 'Vocha za zawadi', href: '/gift-vouchers' },
      { label: 'Vipakuliwa' },
      { label: 'Jukwaa' },
    ],
  },
] as const satisfies Translation<typeof en.footerColumns>;

export const newsletter = {
  title: 'Jiandikishe kupokea jarida letu',
  text: 'Habari kila wiki kuhusu vipengele vipya, ushauri wa kukuza biashara yako na ofa zilizo karibu nawe.',
} as const satisfies Translation<typeof en.newsletter>;
