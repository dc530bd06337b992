/**
 * /favourites: the listings saved with a card's heart, kept in this browser only. `{link}` in
 * `how` is the link to /services.
 */
export const favouritesPage = {
  title: 'Your favourites',
  description:
    'The salons, barbers, spas, gyms and professionals you saved with the heart, kept on this device only.',
  heading: 'Your favourites',
  intro:
    'The places you save with the heart on their cards are kept on this device, in this browser, and listed here. Nothing is sent to us or to them.',
  /** Without JavaScript: the heart and this list both need it. */
  withoutScript: 'Saving favourites and listing them work only with JavaScript on.',
  count: { one: '1 place saved on this device', other: '{count} places saved on this device' },
  empty: 'Nothing is saved on this device yet.',
  how: 'To save a place, open {link} and press the heart on its card. It then shows here.',
  link: { label: 'Book a service', href: '/services' },
  loading: 'Loading your favourites…',
  failed: 'Your favourites could not load. Check your connection and try again.',
  retry: 'Try again',
} as const;

/**
 * The header's link, an icon with this name; `saved` is read after it once something is saved
 * on this device, beside the count the heart shows: "Favourites, 2 saved".
 */
export const favouritesLink = {
  label: 'Favourites',
  href: '/favourites',
  saved: { one: '(1 saved)', other: '({count} saved)' },
} as const;
