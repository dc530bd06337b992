import {
  areaCounty,
  areaName,
  categoryById,
  listingImage,
  type CatalogueListing,
} from './catalogue';
import { localizePath, type Lang } from './i18n';
import { absoluteUrl } from './site-urls';
import { formatKes } from './money';
import { dateNames } from './dates';
import { dictionaryOf } from '@/content/dictionary';
import { dealWhen, discountText } from './deals';
import { offersOn } from './offers';
import { listingHref } from './hrefs';
import { isWholeService } from './listing-prices';
import { fill } from './template';
import { voucherChoices } from './voucher-request';

/**
 * schema.org data for a listing's page and an area's page, from the same catalogue entries
 * the pages show, and only what they show, in the page's language: its addresses are the
 * page's own ("/sw/services/…" on Kiswahili pages) and it says which language it is in.
 */

// schema.org names days in English.
const dayNames = dateNames.en.days;

/**
 * The prices of the cheapest and the dearest whole service (a price per unit or an add-on's is
 * not what a visit costs), or of any service where it sells only those.
 */
export function priceBounds(listing: CatalogueListing): [number, number] {
  const whole = listing.services.filter(isWholeService);
  const prices = (whole.length ? whole : listing.services).map((service) => service.priceKes);
  return [Math.min(...prices), Math.max(...prices)];
}

/** "Kes 500 – Kes 1,500". */
export function priceRange(listing: CatalogueListing): string {
  const [low, high] = priceBounds(listing);
  return low === high ? formatKes(low) : `${formatKes(low)} – ${formatKes(high)}`;
}

/** The listing as its page in `lang` shows it; reviews are written in English. */
export function listingJsonLd(listing: CatalogueListing, lang: Lang) {
  const url = absoluteUrl(localizePath(listingHref(listing.id), lang));
  return {
    '@context': 'https://schema.org',
    // The closest LocalBusiness type for what the listing does.
    '@type': categoryById(listing.category)?.schemaOrgType,
    '@id': url,
    name: listing.name,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: lang },
    image: absoluteUrl(listingImage(listing).src),
    telephone: `+${listing.whatsapp}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.street,
      addressLocality: areaName(listing.location),
      addressRegion: areaCounty(listing.location),
      addressCountry: 'KE',
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.geo.lat, longitude: listing.geo.lng },
    openingHoursSpecification: listing.hours.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: period.days.map((day) => dayNames[day]),
      opens: period.opens,
      closes: period.closes,
    })),
    priceRange: priceRange(listing),
    ...(listing.offers?.length || listing.vouchers
      ? { makesOffer: [...offersJsonLd(listing, lang), ...vouchersJsonLd(listing, lang)] }
      : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: listing.rating,
      reviewCount: listing.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: listing.reviews.map((review) => ({
      '@type': 'Review',
      inLanguage: 'en',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
      reviewBody: review.text,
    })),
  };
}

/**
 * Each deal on each service it covers, as the price list shows it (D28): the deal price, when
 * it applies and its last day.
 */
function offersJsonLd(listing: CatalogueListing, lang: Lang) {
  const words = dictionaryOf(lang).deals.dealText;
  return listing.services.flatMap((service) =>
    offersOn(listing.offers ?? [], service).map(({ offer, price }) => ({
      '@type': 'Offer',
      // The service first: "Kunyoa ndevu: punguzo la Kes 50", no capital after the colon.
      name: `${service.name}: ${discountText(offer.discount, words)}`,
      description: dealWhen(offer, lang, words),
      price,
      priceCurrency: 'KES',
      priceValidUntil: offer.ends,
      itemOffered: { '@type': 'Service', name: service.name },
    })),
  );
}

/**
 * Each gift voucher the listing offers (D37), as its page shows it: an amount, or a service at
 * its price, valid for its months from the day the code is sent (`eligibleDuration`).
 */
function vouchersJsonLd(listing: CatalogueListing, lang: Lang) {
  const { vouchers } = listing;
  if (!vouchers) return [];
  const { offer, schemaName } = dictionaryOf(lang).giftVouchers.giftVouchers;
  return voucherChoices(vouchers, listing.services, offer).map((choice) => {
    const service = listing.services.find((entry) => entry.name === choice.value);
    return {
      '@type': 'Offer',
      name: fill(schemaName, { gift: service ? service.name : formatKes(choice.kes) }),
      description: vouchers.terms[lang],
      price: choice.kes,
      priceCurrency: 'KES',
      eligibleDuration: {
        '@type': 'QuantitativeValue',
        value: vouchers.validMonths,
        unitCode: 'MON',
      },
      ...(service ? { itemOffered: { '@type': 'Service', name: service.name } } : {}),
    };
  });
}

/** An area's listings, in the order the page shows them. */
export function areaItemListJsonLd(
  name: string,
  listings: readonly Pick<CatalogueListing, 'id' | 'name'>[],
  lang: Lang,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    inLanguage: lang,
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: listing.name,
      url: absoluteUrl(localizePath(listingHref(listing.id), lang)),
    })),
  };
}
