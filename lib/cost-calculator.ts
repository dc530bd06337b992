/*
 * The arithmetic of the cost calculator on /pricing (D30, amended): from a month's bookings and
 * the share of them that are new marketplace clients, what marketplace commission costs a
 * month against a flat monthly plan, and from how many new clients the plan costs less.
 * Amounts are worked in whole cents, so a tie is a tie and not a rounding error, and each
 * amount is given in whole shillings, rounded to the nearest (half a shilling up).
 */

/** How a marketplace charges for one new client (content/commission-rates.ts). */
export type CommissionRule = {
  /** Percent of the first visit's price. */
  percent: number;
  /** Tax on the commission, in percent. */
  taxPercent?: number;
  /** The least and most charged per new client, in US dollars, before tax. */
  minUsd?: number;
  maxUsd?: number;
};

const toCents = (kes: number) => Math.round(kes * 100);

/** Cents to whole shillings, to the nearest: 6,090 cents (Kes 60.90) is Kes 61. */
const toShillings = (cents: number) => Math.round(cents / 100);

/**
 * The new marketplace clients among a month's bookings, to the nearest whole client (half
 * up): 120 bookings at 30% are 36, 15 at 10% are 2.
 */
export function newClients(bookings: number, sharePercent: number): number {
  // Through a fixed number of decimals, so 0.1-style binary fractions do not tip a half down.
  return Math.round(Number(((bookings * sharePercent) / 100).toFixed(6)));
}

function commissionCents(rule: CommissionRule, visitKes: number, kesPerUsd: number): number {
  let cents = (toCents(visitKes) * rule.percent) / 100;
  if (rule.minUsd !== undefined) cents = Math.max(cents, toCents(rule.minUsd * kesPerUsd));
  if (rule.maxUsd !== undefined) cents = Math.min(cents, toCents(rule.maxUsd * kesPerUsd));
  return Math.round((cents * (100 + (rule.taxPercent ?? 0))) / 100);
}

/**
 * The commission on one new client whose first visit costs `visitKes`, tax included, in Kes to
 * the cent: Treatwell on a Kes 1,800 visit is Kes 730.80. Shown to the cent, so that a month's
 * figure is this times the clients, as shown (30 × Kes 730.80 = Kes 21,924).
 */
export function commissionPerClient(
  rule: CommissionRule,
  visitKes: number,
  kesPerUsd: number,
): number {
  return commissionCents(rule, visitKes, kesPerUsd) / 100;
}

/** The percent charged with its tax: 35 % plus 16 % VAT is 40.6 %. */
export function percentWithTax(rule: CommissionRule): number {
  return Math.round(rule.percent * (100 + (rule.taxPercent ?? 0)) * 100) / 10_000;
}

/** A rule's limit in dollars as Kes at the rate given: $10 at 129 is Kes 1,290. */
export function usdToKes(usd: number, kesPerUsd: number): number {
  return toCents(usd * kesPerUsd) / 100;
}

/**
 * A month's commission for `clients` new clients, in whole Kes: worked to the cent, then
 * rounded once (10 clients at Kes 60.90 are Kes 609, not 10 × Kes 61).
 */
export function monthlyCommission(
  rule: CommissionRule,
  visitKes: number,
  clients: number,
  kesPerUsd: number,
): number {
  return toShillings(commissionCents(rule, visitKes, kesPerUsd) * clients);
}

/**
 * The fewest new clients a month whose commission comes to more than a flat monthly fee: from
 * there on the flat plan is cheaper. Null when a new client costs nothing in commission.
 */
export function breakEvenClients(
  rule: CommissionRule,
  visitKes: number,
  flatMonthlyKes: number,
  kesPerUsd: number,
): number | null {
  const perClient = commissionCents(rule, visitKes, kesPerUsd);
  if (perClient <= 0) return null;
  return Math.floor(toCents(flatMonthlyKes) / perClient) + 1;
}

/** A flat plan as the calculator weighs it: its price and how many bookings it allows. */
export type FlatPlan = {
  id: string;
  title: string;
  monthlyKes: number;
  /** Bookings a month the plan allows; null for no limit. */
  bookingsLimit: number | null;
};

/** The cheapest plan whose bookings limit fits `bookings` a month (D36); none if none fits. */
export function planForBookings<P extends FlatPlan>(
  plans: readonly P[],
  bookings: number,
): P | undefined {
  return plans
    .filter((plan) => plan.bookingsLimit === null || bookings <= plan.bookingsLimit)
    .reduce<P | undefined>(
      (cheapest, plan) => (!cheapest || plan.monthlyKes < cheapest.monthlyKes ? plan : cheapest),
      undefined,
    );
}

/**
 * What a business keeps a month on a flat plan instead of a marketplace's commission, in whole
 * Kes, worked to the cent and rounded once: negative where the plan costs more.
 */
export function monthlySaving(
  rule: CommissionRule,
  visitKes: number,
  clients: number,
  flatMonthlyKes: number,
  kesPerUsd: number,
): number {
  return toShillings(
    commissionCents(rule, visitKes, kesPerUsd) * clients - toCents(flatMonthlyKes),
  );
}

/** Why a typed figure cannot be used. */
export type FigureProblem = 'empty' | 'notNumber' | 'notWhole' | 'tooSmall' | 'tooLarge';

export type FigureRules = {
  /** The least accepted; with `above`, the figure must be greater than it. */
  min: number;
  above?: boolean;
  max: number;
  whole?: boolean;
};

export type ParsedFigure = { ok: true; value: number } | { ok: false; problem: FigureProblem };

/**
 * A figure as people type it: "2000", "2,000", "2 000", "Kes 2,000", "1250.50" or "12.5%".
 * Anything else is refused with the reason, so the field can say what to change.
 */
export function parseFigure(text: string, rules: FigureRules): ParsedFigure {
  const compact = text
    .trim()
    .replace(/^(kes|ksh|kshs)\.?/i, '')
    .replace(/%$/, '')
    .replace(/[\s,]/g, '');
  if (!compact) return { ok: false, problem: 'empty' };
  const match = /^(-)?(\d+(?:\.\d+)?|\.\d+)$/.exec(compact);
  if (!match) return { ok: false, problem: 'notNumber' };
  const value = Number(compact);
  if (rules.whole && !Number.isInteger(value)) return { ok: false, problem: 'notWhole' };
  if (value < rules.min || (rules.above && value === rules.min)) {
    return { ok: false, problem: 'tooSmall' };
  }
  if (value > rules.max) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}
