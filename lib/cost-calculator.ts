import { formatNumber } from './money';
import { fill } from './template';

/*
 * The arithmetic of the cost calculator on /pricing (D30): what marketplace commission on new
 * clients costs a month against a flat monthly plan, and from how many new clients the plan
 * costs less. Amounts are worked in whole cents, so a tie is a tie and not a rounding error.
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

function commissionCents(rule: CommissionRule, visitKes: number, kesPerUsd: number): number {
  let cents = (toCents(visitKes) * rule.percent) / 100;
  if (rule.minUsd !== undefined) cents = Math.max(cents, toCents(rule.minUsd * kesPerUsd));
  if (rule.maxUsd !== undefined) cents = Math.min(cents, toCents(rule.maxUsd * kesPerUsd));
  return Math.round((cents * (100 + (rule.taxPercent ?? 0))) / 100);
}

/** The commission on one new client whose first visit costs `visitKes`, in Kes, tax included. */
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

/** A month's commission for `clients` new clients, in Kes. */
export function monthlyCommission(
  rule: CommissionRule,
  visitKes: number,
  clients: number,
  kesPerUsd: number,
): number {
  return (commissionCents(rule, visitKes, kesPerUsd) * clients) / 100;
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

/** "1 new client", "10 new clients", "1,200 new clients": `words` are the page's forms. */
export function clientCount(words: { one: string; other: string }, count: number): string {
  return fill(count === 1 ? words.one : words.other, { count: formatNumber(count) });
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
 * A figure as people type it: "2000", "2,000", "2 000", "Kes 2,000" or "1250.50". Anything
 * else is refused with the reason, so the field can say what to change.
 */
export function parseFigure(text: string, rules: FigureRules): ParsedFigure {
  const compact = text
    .trim()
    .replace(/^(kes|ksh|kshs)\.?/i, '')
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
