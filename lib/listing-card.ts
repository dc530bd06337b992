import { dictionaryOf } from '@/content/dictionary';
import {
  areaName,
  catalogue,
  listingImage,
  rankingScore,
  type CatalogueListing,
} from './catalogue';
import { bestDeal, dealCardParts } from './deals';
import { catalogueWordsIn, listingIn, ownWordsLang } from './catalogue-words';
import { localizePath, type Lang } from './i18n';
import { headlinePrice, headlinePriceText, servicePriceText } from './listing-prices';
import { builtAt } from './built-at';
import { formatOpeningHours, zonedNow } from './opening-hours';
import { fill, fillCount } from './template';
import { bookingHref, listingHref } from './hrefs';

/*
 * What a listing's card shows, worked out once on the server in the page's language: the
 * cards of /services and the search's results draw the same data (components/listing-card.tsx),
 * the results from the copy each listing's search record carries (lib/search-records.ts).
 * Plain JSON, so it travels in a search record as it is.
 */

/**
 * How many cards /services shows without a search: the best-rated four businesses of each
 * Recommended tab and eight professionals, so the page weighs the same at 41 listings and at
 * 2,750 (issue 26: its HTML stays under 300 KB). The search finds the rest, and the area pages
 * list them all without JavaScript.
 */
export const SHOWCASE = { perTab: 4, professionals: 8 } as const;

/** An owner's words, marked `lang="en"` on a Kiswahili page when the data has no Kiswahili. */
export type OwnText = { text: string; lang?: 'en' };

type CardCommon = {
  id: string;
  /** The listing's page and its booking form, in the page's language. */
  href: string;
  bookHref: string;
  name: OwnText;
  image: { src: string; width: number; height: number };
  rating: number;
  /** "Rated 4.8 out of 5": the stars' accessible name. */
  ratingLabel: string;
  /** "126 reviews". */
  reviews: string;
  /** "from Kes 800", or "Kes 200 per nail" where it sells only by the unit (D38). */
  price: string;
  /** Its best deal, when it has one (D28). */
  deal?: CardDeal;
  /** "Gift vouchers", when it offers them (D37). */
  vouchers?: string;
};

/**
 * A card's deal line: "Deal: 20% off Gel manicure, Tue–Thu 10:00–14:00", the service's name
 * keeping its own `lang`; hidden by the browser after `ends`.
 */
export type CardDeal = {
  label: string;
  before: string;
  service: OwnText;
  after: string;
  ends: string;
  /** Its weekdays, 0 for Sunday: the card shows its price on them (DealToday). */
  days: number[];
  /** The service's deal price and its normal one, with its unit where it has one. */
  price: string;
  was: string;
};

export type BusinessCardData = CardCommon & {
  kind: 'business';
  /** "Nail Spa · Kilimani". */
  place: string;
  services: OwnText[];
  /** "Open Mon–Sat 09:00–19:00, Sun 11:00–17:00". */
  open: string;
  /** The heart's name: "Save Glow Nail Bar to favourites". */
  favourite: string;
  /** Read after "Your rating": " for Glow Nail Bar". */
  ratingFor: string;
};

export type ProfessionalCardData = CardCommon & {
  kind: 'professional';
  profession: OwnText;
  hours: string;
  venue: OwnText;
};

export type CardData = BusinessCardData | ProfessionalCardData;

/** The words every card of a page shares, handed to the search's results once. */
export type CardWords = {
  bookNow: string;
  /** Read after Book Now: "with" (Glow Nail Bar). */
  bookWith: string;
  /** Between a professional's hours and venue: "at". */
  at: string;
  yourRating: string;
  /** "Stays on this device": a card's rating is never sent. */
  ratingStays: string;
  /** The rating choices' names: "No rating", "1 star", … "5 stars". */
  ratingChoices: string[];
  /** A deal's price on its day: "Today:", and "Was" and "now" for a screen reader. */
  deal: { today: string; was: string; now: string };
  /** The build's day in Nairobi, "YYYY-MM-DD": the day the static HTML shows deal prices for. */
  builtOn: string;
};

export function cardWords(lang: Lang): CardWords {
  const { deals, services, ui } = dictionaryOf(lang);
  const { cardText } = services;
  const { today, was, now } = deals.dealText;
  return {
    bookNow: cardText.bookNow,
    bookWith: cardText.bookWith,
    at: cardText.at,
    yourRating: cardText.yourRating,
    ratingStays: cardText.ratingStays,
    ratingChoices: [
      cardText.noRating,
      ...[1, 2, 3, 4, 5].map((count) => fillCount(lang, ui.starCount, count)),
    ],
    deal: { today, was, now },
    builtOn: zonedNow(builtAt).date,
  };
}

/** A listing's card, by its id, in `lang`. */
export function cardData(id: string, lang: Lang): CardData {
  const listing = listingIn(id, lang);
  if (!listing) throw new Error(`No listing at /services/${id}`);
  const { services, ui } = dictionaryOf(lang);
  const common: CardCommon = {
    id,
    href: localizePath(listingHref(id), lang),
    bookHref: localizePath(bookingHref(id), lang),
    name: own(listing.name, listing.sw?.name, lang),
    image: (({ src, width, height }) => ({ src, width, height }))(listingImage(listing)),
    rating: listing.rating,
    ratingLabel: fill(ui.rating, { rating: listing.rating, max: 5 }),
    reviews: fillCount(lang, ui.reviewCount, listing.reviewCount),
    price: headlinePriceText(headlinePrice(listing.services), lang),
    ...cardDeal(listing, lang),
    ...(listing.vouchers ? { vouchers: dictionaryOf(lang).giftVouchers.giftVouchers.title } : {}),
  };
  if (listing.kind === 'professional') {
    return {
      ...common,
      kind: 'professional',
      profession: own(listing.profession, listing.sw?.profession, lang),
      hours: formatOpeningHours(listing.hours, lang),
      venue: own(listing.venue, listing.sw?.venue, lang),
    };
  }
  const category = catalogueWordsIn[lang].categoryNames[listing.category];
  return {
    ...common,
    kind: 'business',
    place: `${category} · ${areaName(listing.location)}`,
    services: listing.services.map((service) => own(service.name, service.sw?.name, lang)),
    open: `${services.cardText.open} ${formatOpeningHours(listing.hours, lang, { midSentence: true })}`,
    favourite: fill(ui.saveFavourite, { name: listing.name }),
    ratingFor: fill(ui.profile.ratingFor, { name: listing.name }),
  };
}

function cardDeal(listing: CatalogueListing, lang: Lang): { deal?: CardDeal } {
  const deal = bestDeal(listing);
  if (!deal) return {};
  const { dealText, dealShelf } = dictionaryOf(lang).deals;
  const [before, after] = dealCardParts(deal, lang, dealText);
  const service = own(deal.service.name, deal.service.sw?.name, lang);
  return {
    deal: {
      label: dealShelf.label,
      before,
      service,
      after,
      ends: deal.offer.ends,
      days: [...deal.offer.days],
      price: servicePriceText(deal.service, lang, deal.price),
      was: servicePriceText(deal.service, lang),
    },
  };
}

/**
 * How many deals /services shows on its shelf: the best eight, whatever the catalogue's size
 * (its HTML stays under 300 KB, issue 26). The search's deals filter finds the rest.
 */
export const DEALS_SHOWN = 8;

/** The listings with the best deals (largest share off), best first, then the best rated. */
export function bestDeals(): CatalogueListing[] {
  return catalogue
    .flatMap((listing) => {
      const deal = bestDeal(listing);
      return deal ? [{ listing, saving: deal.saving }] : [];
    })
    .sort(
      (a, b) =>
        b.saving - a.saving ||
        rankingScore(b.listing.spread) - rankingScore(a.listing.spread) ||
        a.listing.id.localeCompare(b.listing.id),
    )
    .slice(0, DEALS_SHOWN)
    .map(({ listing }) => listing);
}

function own(text: string, kiswahili: string | undefined, lang: Lang): OwnText {
  const marked = ownWordsLang(kiswahili, lang);
  return marked ? { text, lang: marked } : { text };
}
