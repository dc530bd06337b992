import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from './i18n';
import { formatKes } from './money';
import { fill } from './template';
import { priceWithUnit, type Unit } from './unit-price';

/*
 * A listing's headline price (D38): "from Kes 800" is the lowest price of a whole service. A
 * price for a unit ("Kes 200 per nail", the service's `per`) or an add-on's is never a "from"
 * price; a listing that has only such prices shows its cheapest with its unit.
 */

export type Priced = {
  priceKes: number;
  per?: Unit;
  addOn?: boolean;
};

/** A service bought as it is: not priced for a unit, not an add-on. */
export function isWholeService(service: Priced): boolean {
  return service.per === undefined && !service.addOn;
}

/** The headline price of a listing: the lowest whole service, or else its cheapest service. */
export type HeadlinePrice = { from: number } | { kes: number; per?: Priced['per'] };

export function headlinePrice(services: readonly Priced[]): HeadlinePrice {
  const whole = services.filter(isWholeService).map((service) => service.priceKes);
  if (whole.length) return { from: Math.min(...whole) };
  const cheapest = [...services].sort((a, b) => a.priceKes - b.priceKes)[0]!;
  return { kes: cheapest.priceKes, ...(cheapest.per ? { per: cheapest.per } : {}) };
}

/** "from Kes 800", "Kes 200 per nail", in `lang`. */
export function headlinePriceText(price: HeadlinePrice, lang: Lang): string {
  const { cardText } = dictionaryOf(lang).services;
  return 'from' in price
    ? fill(cardText.fromPrice, { price: formatKes(price.from) })
    : servicePriceText({ priceKes: price.kes, per: price.per }, lang);
}

/** A service's price as its list shows it: "Kes 1,800", "Kes 200 per nail". */
export function servicePriceText(service: Priced, lang: Lang, kes = service.priceKes): string {
  return priceWithUnit(kes, service.per, lang, dictionaryOf(lang).services.cardText.perUnit);
}
