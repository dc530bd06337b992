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
  /**
   * Written from the page's own listings (issue 52), at most 160 characters: "12 nail salons in
   * Kilimani, from Kes 800. Best rated: Glow Nail Bar, 4.8/5. 3 open after 7 pm, 2 on Sunday."
   */
  description:
    '{places} in {area}, from {price}. Best rated: {best}, {rating}/5. {late} open after 7 pm, {sunday} on Sunday.',
  /** A page whose listings have no reviews yet. */
  descriptionUnrated:
    '{places} in {area}, from {price}. {late} open after 7 pm, {sunday} on Sunday. Book online.',
  /**
   * The page's introduction, from its own listings: "Compare 3 nail salons in Kilimani. Prices
   * start at Kes 800, for Pedicure at Kucha Studio; 2 open after 7 pm on some day and 1 on
   * Sunday." A category's own page adds the marketer's words (categoryCopy) after it.
   */
  intro:
    'Compare {places} in {area}. Prices start at {price}, for {service} at {cheapest}; {late} open after 7 pm on some day and {sunday} on Sunday.',
  /** After the introduction, where the listings have reviews. */
  introBest: {
    one: 'The best rated is {name}: {rating} out of 5 from {count} review.',
    other: 'The best rated is {name}: {rating} out of 5 from {count} reviews.',
  },
  /** A list of listings' names: "Glow Nail Bar, Kucha Studio and 4 more". */
  names: { and: 'and', more: 'and {count} more' },
  pageCrumb: 'Page {page}',
  factsTitle: 'At a glance',
  /** What the facts count. */
  /** Each fact names the page's listings and its area, so no two pages share one (issue 52). */
  facts: {
    rating: {
      one: 'Rated {rating} out of 5 on average, from {count} review, across {places} in {area}',
      other: 'Rated {rating} out of 5 on average, from {count} reviews, across {places} in {area}',
    },
    best: {
      one: 'Best rated in {area}: {name}, {rating} out of 5 from {count} review',
      other: 'Best rated in {area}: {name}, {rating} out of 5 from {count} reviews',
    },
    /** {count} of the page's {total} listings; {names} some of them, best rated first. */
    openLate: {
      one: 'Open after 7 pm on some day in {area}: {count} of {total}, {names}',
      other: 'Open after 7 pm on some day in {area}: {count} of {total}, {names}',
    },
    openLateNone: 'None of {places} in {area} is open after 7 pm',
    openSunday: {
      one: 'Open on Sunday in {area}: {count} of {total}, {names}',
      other: 'Open on Sunday in {area}: {count} of {total}, {names}',
    },
    openSundayNone: 'None of {places} in {area} opens on Sunday',
    /** "Deals by day at 3 nail salons in Kilimani: Mon 1, Tue 2, Wed 2, Thu 2, Fri 1." */
    dealsByDay: 'Deals by day at {places} in {area}: {days}.',
    dealsNone: 'No deals at {places} in {area} for now.',
    /** One day's count of deals: "Tue 2". */
    dayDeals: '{day} {count}',
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

/**
 * Page 2 onwards of a paged list (a category's, an area's, the gift vouchers'): its own heading,
 * introduction and description, written from the listings it shows, and a link back to page 1,
 * where the list's overview is (issue 52). {range} is `range` filled.
 */
export const laterPage = {
  /** "Nail Salons in Nairobi, page 2 of 5". */
  heading: '{title}, page {page} of {count}',
  range: 'Listed here: {first}–{last} of {total}, best rated first',
  /** "Listed here: 25–48 of 112, best rated first, rated 4.3 to 4.6 out of 5." */
  rated: '{range}, rated {low} to {high} out of 5.',
  ratedAlike: '{range}, each rated {high} out of 5.',
  unrated: '{range}, none rated yet.',
  cheapest: 'The lowest price on this page is {price}, for {service} at {name}.',
  best: 'Best rated here: {name}, {rating}/5.',
  /** At most 160 characters: "Nail Salons in Nairobi, page 2 of 5: 25–48 of 112, from Kes 1,200. …" */
  description: '{heading}: {first}–{last} of {total}, from {price}. {best}',
  /** For a list whose prices are not the point (gift vouchers). */
  descriptionNoPrice: '{heading}: {first}–{last} of {total}. {best}',
  back: 'Back to page 1, with the overview',
} as const;

/** Links out of a listing's page into the category pages and its neighbours. */
export const listingLinks = {
  nearbyTitle: 'Similar places nearby',
  /** Before the link to the most specific category page ("Nail Salons in Kilimani"). */
  compare: 'Compare them all:',
} as const;
