import type { Translation } from '@/content/i18n/types';
import type * as en from '@/content/favourites';

export const favouritesPage = {
  title: 'Vipendwa vyako',
  description:
    'Saluni, vinyozi, spa, gym na wataalamu uliowahifadhi kwa alama ya moyo, vimehifadhiwa kwenye kifaa hiki pekee.',
  heading: 'Vipendwa vyako',
  intro:
    'Mahali unapohifadhi kwa alama ya moyo kwenye kadi zao huwekwa kwenye kifaa hiki, katika kivinjari hiki, na kuorodheshwa hapa. Hakuna kinachotumwa kwetu wala kwao.',
  withoutScript: 'Kuhifadhi vipendwa na kuviorodhesha hufanya kazi JavaScript ikiwa imewashwa tu.',
  count: {
    one: 'Mahali 1 pamehifadhiwa kwenye kifaa hiki',
    other: 'Mahali {count} pamehifadhiwa kwenye kifaa hiki',
  },
  empty: 'Bado hakuna kilichohifadhiwa kwenye kifaa hiki.',
  how: 'Ili kuhifadhi mahali, fungua {link} na ubonyeze alama ya moyo kwenye kadi yake. Kisha pataonekana hapa.',
  link: { label: 'Weka miadi', href: '/services' },
  loading: 'Vipendwa vyako vinapakiwa…',
  failed: 'Vipendwa vyako havikuweza kupakiwa. Angalia muunganisho wako ujaribu tena.',
  retry: 'Jaribu tena',
} as const satisfies Translation<typeof en.favouritesPage>;

export const favouritesLink = {
  label: 'Vipendwa',
  href: '/favourites',
  saved: { one: '(1 kimehifadhiwa)', other: '({count} vimehifadhiwa)' },
} as const satisfies Translation<typeof en.favouritesLink>;
