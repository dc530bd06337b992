/**
 * The pages of a category (/services/{slug}) and of a category in an area
 * (/services/{slug}/in/{area}), D34. Category words are the catalogue's; what is here is a
 * marketer's: each category's address and a short introduction.
 */

/**
 * Each category's address under /services, by the catalogue's category id: the words people
 * search for. Stable: changing one moves the category's pages (docs/catalogue.md). A category
 * not listed here is at /services/{its id}.
 */
export const categorySlugs: Readonly<Record<string, string>> = {
  'nail-spa': 'nail-salons',
  'hair-salon': 'hair-salons',
  'massage-spa': 'massage',
  'barber-shop': 'barbers',
  gym: 'gyms',
  'make-up': 'make-up-artists',
  'beauty-spa': 'beauty-spas',
  photography: 'photographers',
};

/** Each category's introduction, by category id; its words are the catalogue's (categories[]). */
export const categoryCopy = {
  'nail-spa': {
    intro:
      'Gel manicures that last, pedicures before a wedding, nail art for the weekend: compare nail salons by their prices, their hours and what their clients say, then book a time that suits you.',
  },
  'hair-salon': {
    intro:
      'Braids, silk presses, wash and set, locs: find a hair salon with the stylist and the hours you need, see its prices before you go, and book without a phone call.',
  },
  'massage-spa': {
    intro:
      'Deep tissue after a long week, a hot stone massage for two, a facial on a Sunday: see what each spa charges and when it is open, and book your time.',
  },
  'barber-shop': {
    intro:
      'A fade before a meeting, a beard trim on the way home: barbers with their prices and their late hours, so you can book a chair instead of waiting for one.',
  },
  gym: {
    intro:
      'Gyms that open before work and close after it, with day passes, monthly plans and classes: compare them by price and by hours, and book a session or a class.',
  },
  'make-up': {
    intro:
      'Bridal looks, photo shoots, a night out: make-up artists with their prices and their reviews, who come to you or work from a studio.',
  },
  'beauty-spa': {
    intro:
      'Facials, waxing, brows and lashes: beauty spas with their prices, their hours and what their clients say, ready to book.',
  },
  photography: {
    intro:
      'Portraits, weddings, products and events: photographers with their packages and their reviews, to book for the day you need.',
  },
} as const satisfies Readonly<Record<string, { intro: string }>>;

/**
 * The words of the category pages. {category} is the catalogue's plural ("Nail Salons"),
 * {places} its count ("12 nail salons", with its professionals counted apart: "6 nail salons and
 * 1 nail technician", D38); {area} is an area, or on a category's own page the counties of the
 * catalogue's areas ("Nairobi").
 */
export const categoryPage = {
  /** How a category whose catalogue entry has no professionalCount counts its professionals. */
  professionals: { one: '{count} professional', other: '{count} professionals' },
  /** Places and professionals together: "2 nail salons and 1 nail technician". */
  kinds: '{places} and {professionals}',
  /** "12 nail salons in Kilimani, from Kes 800". */
  title: '{places} in {area}, from {price}',
  /** Where that is longer than search results show: "120 nail salons and 250 nail technicians in Westlands". */
  shortTitle: '{places} in {area}',
  /** The heading and breadcrumb of a category, in an area or everywhere. */
  inArea: '{category} in {area}',
  /** The title of page 2 onwards: "12 nail salons in Kilimani, from Kes 800, page 2 of 3". */
  pagedTitle: '{title}, page {page} of {count}',
  description: {
    one: '{places} in {area}: rated {rating} out of 5 from {count} review. Prices, opening hours and deals, and booking online.',
    other:
      '{places} in {area}: rated {rating} out of 5 from {count} reviews. Prices, opening hours and deals, and booking online.',
  },
  /** A page whose listings have no reviews yet. */
  descriptionUnrated: '{places} in {area}: prices, opening hours and deals, and booking online.',
  pagedDescription: '{description} Page {page} of {count}.',
  pageCrumb: 'Page {page}',
  factsTitle: 'At a glance',
  /** What the facts count. */
  facts: {
    rating: {
      one: 'Rated {rating} out of 5 on average, from {count} review',
      other: 'Rated {rating} out of 5 on average, from {count} reviews',
    },
    openLate: {
      one: '{count} open after 7 pm on some day',
      other: '{count} open after 7 pm on some day',
    },
    openSunday: { one: '{count} open on Sunday', other: '{count} open on Sunday' },
    /** The deals that apply today and their hours (D38): "2 deals today, 10:00–14:00". */
    deals: {
      count: { one: '{count} deal today, {hours}', other: '{count} deals today, {hours}' },
      none: 'No deals today',
      and: 'and',
    },
  },
  pricesTitle: 'What it costs',
  /**
   * "Gel manicure from Kes 1,200, typically Kes 1,800 (offered by 5)": by places and
   * professionals alike, so the count names no kind (D38).
   */
  price: {
    one: '{service} from {lowest}, typically {median} (offered by {count})',
    other: '{service} from {lowest}, typically {median} (offered by {count})',
  },
  /** Every live deal, each with its days and hours. */
  dealsTitle: 'Deals and when they apply',
  /** After the listing's name: "20% off Gel manicure, Pedicure, Tue–Thu, 10:00–14:00". */
  deal: '{discount} {services}, {when}',
  listingsTitle: 'Ranked by rating',
  /** Ranked as /services ranks: by rating and by how many rated. */
  listingsIntro: 'Best rated first: by rating, then by how many clients rated them.',
  /** On the category page: the category in each area that has a page. */
  byArea: '{category} by area',
  /** On a category in an area: the category in the other areas. */
  otherAreas: '{category} in other areas',
  /** On an area's page: its categories that have a page. */
  areaCategories: 'Categories in {area}',
  /** On a category in an area: the other categories there. */
  otherCategories: 'More in {area}',
  /** The link to all of an area's listings. */
  everythingIn: 'Everything bookable in {area}',
  /** The link to the category page from a category in an area. */
  allAreas: '{category} in every area',
  /**
   * What a screen reader hears for a link "Kilimani · 4": {listings} counts each kind in its own
   * words, as the title does ("Kilimani: 3 nail salons and 1 nail technician").
   */
  linkCount: '{name}: {listings}',
} as const;

/** Links out of a listing's page into the category pages and its neighbours. */
export const listingLinks = {
  nearbyTitle: 'Similar places nearby',
  /** Before the link to the most specific category page ("Nail Salons in Kilimani"). */
  compare: 'Compare them all:',
} as const;
