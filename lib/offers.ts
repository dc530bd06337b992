import type { Offer } from './catalogue-schema';
import { weekdayOf } from './dates';
import { zonedNow } from './opening-hours';

export type { Offer } from './catalogue-schema';

/**
 * Deals (D28): which of a listing's offers applies to an appointment, and at what price. An
 * offer covers appointments that start on one of its days, at or after `from` and before
 * `until`, on or before its `ends` date, all on Nairobi's clock. When several cover a slot, the
 * one giving the lowest price applies; a deal price is rounded down to whole shillings. The
 * "was" price is always the listing's normal price.
 */

/** What a service costs with an offer: whole shillings, rounded down, never below 1. */
export function offerPrice(priceKes: number, discount: Offer['discount']): number {
  const price =
    'percent' in discount
      ? Math.floor((priceKes * (100 - discount.percent)) / 100)
      : Math.floor(priceKes - discount.kes);
  // The schema keeps a discount below the price; a price under Kes 1 is still not free.
  return Math.max(price, 1);
}

/** Whether an offer still covers some appointment on or after `today` ("YYYY-MM-DD", Nairobi). */
export function isLive(offer: Pick<Offer, 'ends'>, today: string): boolean {
  return offer.ends >= today;
}

/** The offers that have not ended by `now` on Nairobi's clock. */
export function liveOffers<T extends Pick<Offer, 'ends'>>(offers: readonly T[], now: Date): T[] {
  const today = zonedNow(now).date;
  return offers.filter((offer) => isLive(offer, today));
}

/** Whether an offer covers service `name` at `time` ("HH:MM") on `date` ("YYYY-MM-DD"). */
export function covers(offer: Offer, name: string, date: string, time: string): boolean {
  const day = weekdayOf(date);
  return (
    offer.services.includes(name) &&
    day !== undefined &&
    offer.days.includes(day) &&
    date <= offer.ends &&
    offer.from <= time &&
    time < offer.until
  );
}

export type AppliedOffer = { offer: Offer; price: number };

/**
 * The offer that applies to booking `service` at `time` on `date`, with its price: of all that
 * cover the slot, the lowest price (the first of equals, in the data's order).
 */
export function offerFor(
  offers: readonly Offer[],
  service: { name: string; priceKes: number },
  date: string,
  time: string,
): AppliedOffer | undefined {
  let best: AppliedOffer | undefined;
  for (const offer of offers) {
    if (!covers(offer, service.name, date, time)) continue;
    const price = offerPrice(service.priceKes, offer.discount);
    if (!best || price < best.price) best = { offer, price };
  }
  return best;
}

/** A service's offers, lowest price first: what its line in the price list shows. */
export function offersOn(
  offers: readonly Offer[],
  service: { name: string; priceKes: number },
): AppliedOffer[] {
  return offers
    .filter((offer) => offer.services.includes(service.name))
    .map((offer) => ({ offer, price: offerPrice(service.priceKes, offer.discount) }))
    .sort((a, b) => a.price - b.price);
}

/** Whether two offers cover some of the same appointments: a day and hours in common. */
export function overlap(a: Offer, b: Offer): boolean {
  return a.days.some((day) => b.days.includes(day)) && a.from < b.until && b.from < a.until;
}

/** Whether any two of `offers` cover the same appointment, where the lower price applies. */
export function anyOverlap(offers: readonly Offer[]): boolean {
  return offers.some((a, i) => offers.slice(i + 1).some((b) => overlap(a, b)));
}
