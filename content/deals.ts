/**
 * Deals (D28), wherever they show: beside a price on a listing's page, on the /services shelf,
 * in the search and in the booking form. Slots in braces are filled by lib/deals.ts. No word
 * here hurries anyone: a deal says what it costs, when it applies and until when.
 */
export const dealText = {
  /** Read by screen readers before the struck-through price and the deal price. */
  was: 'Was',
  now: 'now',
  /** Before a card's deal price on a day its deal applies: "Today: Gel manicure Kes 1,800 Kes 1,440". */
  today: 'Today:',
  /** "20% off". */
  percentOff: '{percent}% off',
  /** "Kes 300 off". */
  kesOff: '{amount} off',
  /** "Tue–Thu, 10:00–14:00". */
  when: '{days}, {times}',
  /** "until 30 June 2027". */
  until: 'until {date}',
  /** Under a service's deals where two cover the same day and hour (lib/offers.ts offerFor). */
  overlap: 'Where these deals cover the same time, the lower price applies.',
  /** A card's deal line: "20% off Gel manicure, Tue–Thu 10:00–14:00". */
  card: '{discount} {service}, {days} {times}',
} as const;

/** The Deals shelf on /services. */
export const dealShelf = {
  title: 'Deals',
  intro:
    'Lower prices on set days and hours, as each business sets them. Every deal says when it applies and until when.',
  /** Before a card's deal line, for screen readers and at a glance. */
  label: 'Deal',
} as const;

/** In the booking form, for a slot an offer covers. */
export const bookingDeal = {
  /** A time's option: "10:00, deal Kes 1,440". */
  option: '{time}, deal {price}',
  /** Under the form: "Deal: Kes 1,440 instead of Kes 1,800, 20% off, Tue–Thu 10:00–14:00." */
  line: 'Deal: {price} instead of {was}, {discount}, {when}.',
  /** What the request says of it: "Kes 1,440 (20% off, was Kes 1,800)". */
  request: '{price} ({discount}, was {was})',
  /** The message's line: "Deal: Kes 1,440 (20% off, was Kes 1,800)". */
  message: 'Deal',
} as const;
