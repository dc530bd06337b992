import { blogLink } from './blog-index';
import { privacyPolicy, refundPolicy, termsOfUse } from './legal';

/** Footer columns. An item links only where this site has the page; the rest stay plain text. */
export type FooterItem = { label: string; href?: string };

export const footerColumns = [
  {
    title: 'Company',
    items: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/#contact-us' },
      { label: 'Blogs', href: blogLink.href },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Privacy Policy', href: privacyPolicy.path },
      // One set of terms covers the site and the service, so both entries lead to it.
      { label: 'Terms & Services', href: termsOfUse.path },
      { label: 'Terms of Use', href: termsOfUse.path },
      { label: 'Refund Policy', href: refundPolicy.path },
    ],
  },
  {
    title: 'Quick Links',
    items: [
      { label: 'Services', href: '/services' },
      { label: 'Gift vouchers', href: '/gift-vouchers' },
      { label: 'Downloads' },
      { label: 'Forum' },
    ],
  },
] as const satisfies readonly { title: string; items: readonly FooterItem[] }[];

export const newsletter = {
  title: 'Subscribe to our newsletter',
  text: 'Weekly updates on new features, tips for growing your business and offers near you.',
} as const;
