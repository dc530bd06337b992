import type { Lang } from './i18n';
import { formatKes } from './money';
import { fill } from './template';

/** The unit a service is priced for, in both languages: "per nail", "kwa kucha". */
export type Unit = { en: string; sw: string };

/**
 * A price with its unit when it has one (D38): "Kes 200 per nail", else "Kes 1,800".
 * `perUnit` is the page language's template (content/services.ts, cardText.perUnit), passed in
 * so that a client island carries one string, not a dictionary.
 */
export function priceWithUnit(
  kes: number,
  per: Unit | undefined,
  lang: Lang,
  perUnit: string,
): string {
  const price = formatKes(kes);
  return per ? fill(perUnit, { price, per: per[lang] }) : price;
}
