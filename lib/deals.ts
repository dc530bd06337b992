import type { bookingDeal, dealText } from '@/content/deals';
import type { Translation } from '@/content/i18n/types';
import type { Weekday } from '@/content/types';
import { formatDate, formatDays, formatPeriod, formatTime, weekdayOf } from './dates';
import type { Lang } from './i18n';
import { formatKes } from './money';
import { offersOn, type AppliedOffer, type Offer } from './offers';
import { fill, fillCount, type Plural } from './template';
import { priceWithUnit, type Unit } from './unit-price';

/**
 * How a deal (D28) reads, in the page's language: its discount, when it applies and until
 * when. The rules (which offer covers a slot, its price) are lib/offers.ts; the words are
 * content/deals.ts. Both the server and the booking form's island use these, with the words
 * handed over as plain strings.
 */

export type DealText = Translation<typeof dealText>;
export type BookingDealWords = Translation<typeof bookingDeal> & {
  /** The discount and hours as the page's language writes them (dealText's). */
  text: DealText;
  /** A price with its unit, "{price} {per}" (content/services.ts, cardText.perUnit). */
  perUnit: string;
};

/** The service a booking's deal is for: its own price and the unit it is priced for. */
type DealService = { priceKes: number; per?: Unit };

/** "20% off", "Kes 300 off"; "punguzo la 20%". */
export function discountText(discount: Offer['discount'], words: DealText): string {
  return 'percent' in discount
    ? fill(words.percentOff, { percent: discount.percent })
    : fill(words.kesOff, { amount: formatKes(discount.kes) });
}

/** The days and the hours: ["Tue–Thu", "10:00–14:00"]; ["Jumanne–Alhamisi", "saa 4 asubuhi hadi saa 8 mchana"]. */
function daysAndTimes(offer: Pick<Offer, 'days' | 'from' | 'until'>, lang: Lang) {
  return {
    days: formatDays(offer.days as readonly Weekday[], lang),
    times: formatPeriod({ opens: offer.from, closes: offer.until }, lang),
  };
}

/** "Tue–Thu, 10:00–14:00". */
export function dealWhen(
  offer: Pick<Offer, 'days' | 'from' | 'until'>,
  lang: Lang,
  words: DealText,
) {
  return fill(words.when, daysAndTimes(offer, lang));
}

/** "until 30 June 2027": the last day it covers. */
export function dealUntil(offer: Pick<Offer, 'ends'>, lang: Lang, words: DealText): string {
  return fill(words.until, { date: formatDate(offer.ends, lang) });
}

/** A time option covered by a deal: "10:00, deal Kes 1,440"; "…, deal Kes 160 per nail". */
export function dealOption(
  time: string,
  applied: AppliedOffer,
  service: DealService,
  lang: Lang,
  words: BookingDealWords,
) {
  return fill(words.option, {
    time: formatTime(time, lang),
    price: priceWithUnit(applied.price, service.per, lang, words.perUnit),
  });
}

/** Under the form: "Deal: Kes 1,440 instead of Kes 1,800, 20% off, Tue–Thu, 10:00–14:00." */
export function dealLine(
  service: DealService,
  applied: AppliedOffer,
  lang: Lang,
  words: BookingDealWords,
) {
  return fill(words.line, {
    ...dealPrices(service, applied, lang, words),
    discount: discountText(applied.offer.discount, words.text),
    when: dealWhen(applied.offer, lang, words.text),
  });
}

/** What a request carries: "Kes 1,440 (20% off, was Kes 1,800)". */
export function dealRequest(
  service: DealService,
  applied: AppliedOffer,
  lang: Lang,
  words: BookingDealWords,
) {
  return fill(words.request, {
    ...dealPrices(service, applied, lang, words),
    discount: discountText(applied.offer.discount, words.text),
  });
}

/** The deal's price and the normal one, each with the service's unit where it has one. */
function dealPrices(
  service: DealService,
  applied: AppliedOffer,
  lang: Lang,
  words: BookingDealWords,
) {
  return {
    price: priceWithUnit(applied.price, service.per, lang, words.perUnit),
    was: priceWithUnit(service.priceKes, service.per, lang, words.perUnit),
  };
}

export type BestDeal = AppliedOffer & {
  service: { name: string; priceKes: number; per?: Unit; sw?: { name: string } };
  /** The share of the normal price saved, 0 to 1: how deals are ranked. */
  saving: number;
};

/** A listing's best deal: the offer and service saving the largest share of the price. */
export function bestDeal(listing: {
  offers?: readonly Offer[];
  services: readonly { name: string; priceKes: number; per?: Unit; sw?: { name: string } }[];
}): BestDeal | undefined {
  let best: BestDeal | undefined;
  for (const service of listing.services) {
    const [top] = offersOn(listing.offers ?? [], service);
    if (!top) continue;
    const saving = (service.priceKes - top.price) / service.priceKes;
    if (!best || saving > best.saving) best = { ...top, service, saving };
  }
  return best;
}

/** A card's deal line around the service's name, which keeps its own `lang`. */
export function dealCardParts(deal: BestDeal, lang: Lang, words: DealText): [string, string] {
  const marker = '\u0000';
  const text = fill(words.card, {
    discount: discountText(deal.offer.discount, words),
    service: marker,
    ...daysAndTimes(deal.offer, lang),
  });
  const [before = '', after = ''] = text.split(marker);
  return [before, after];
}

/** What a count of deals reads of an offer: its days, hours and last day. */
export type DealTimes = Pick<Offer, 'days' | 'from' | 'until' | 'ends'>;

/**
 * The deals that apply on `date` ("YYYY-MM-DD", Nairobi): those of its weekday that have not
 * ended; with `time` ("HH:MM"), only those still to come or going on then.
 */
export function dealsOn<T extends DealTimes>(
  offers: readonly T[],
  date: string,
  time?: string,
): T[] {
  const day = weekdayOf(date);
  return offers.filter(
    (offer) =>
      day !== undefined &&
      offer.days.includes(day) &&
      offer.ends >= date &&
      (time === undefined || time < offer.until),
  );
}

/** Words for a count of the deals of one day: "2 deals today, 10:00–14:00 and 12:00–15:00". */
export type DealsTodayWords = { count: Plural; none: string; and: string };

/** "2 deals today, 10:00–14:00 and 12:00–15:00", or "No deals today": each hours once. */
export function dealsTodayText(
  offers: readonly DealTimes[],
  date: string,
  time: string | undefined,
  lang: Lang,
  words: DealsTodayWords,
): string {
  const today = dealsOn(offers, date, time);
  if (!today.length) return words.none;
  const hours = [
    ...new Set(
      [...today]
        .sort((a, b) => a.from.localeCompare(b.from) || a.until.localeCompare(b.until))
        .map((offer) => formatPeriod({ opens: offer.from, closes: offer.until }, lang)),
    ),
  ];
  const joined =
    hours.length > 1 ? `${hours.slice(0, -1).join(', ')} ${words.and} ${hours.at(-1)}` : hours[0];
  return fillCount(lang, words.count, today.length, { hours: joined ?? '' });
}
