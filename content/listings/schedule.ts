import type { OpeningPeriod, Weekday } from '../types';
import type { Service } from '../catalogue';

/** Shorthands the listing modules write their opening hours and price lists with. */

export const MON_FRI: Weekday[] = [1, 2, 3, 4, 5];
export const MON_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];
export const TUE_SAT: Weekday[] = [2, 3, 4, 5, 6];
export const TUE_SUN: Weekday[] = [2, 3, 4, 5, 6, 0];
export const EVERY_DAY: Weekday[] = [0, 1, 2, 3, 4, 5, 6];

export function open(days: readonly Weekday[], opens: string, closes: string): OpeningPeriod {
  return { days, opens, closes };
}

/** A service on the price list: its name, price in Kes and how long it takes in minutes. */
export function service(name: string, priceKes: number, minutes: number): Service {
  return { name, priceKes, minutes };
}
