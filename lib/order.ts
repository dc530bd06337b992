import type { DiscountCode } from '@/content/payment';
import type { Plan } from '@/content/plans';

/**
 * The payment dialog's order summary (D7): it follows the chosen plan, a valid code takes
 * its discount off the first month, and subtotal − discount = total, always.
 */
export type OrderSummary = {
  plan: Plan;
  subtotal: number;
  discount: number;
  total: number;
  /** What is charged now: the total, or Kes 0 on a free trial. */
  dueToday: number;
  /** On a free trial: the plan and monthly price that billing continues with. */
  afterTrial: { plan: Plan; months: number; monthlyKes: number } | null;
  code: DiscountCode | null;
};

/**
 * The plans and codes in the page's language (their titles and descriptions show in the
 * summary); the wizard gets them as props.
 */
export type Catalogue = {
  plans: readonly Plan[];
  discountCodes: readonly DiscountCode[];
};

/** The code as typed, in any case and with stray spaces, or undefined if there is none. */
export function findDiscountCode(
  input: string,
  discountCodes: Catalogue['discountCodes'],
): DiscountCode | undefined {
  const wanted = input.trim().toUpperCase();
  return discountCodes.find((code) => code.code === wanted);
}

export function discountFor(code: DiscountCode, subtotal: number): number {
  const off = code.kind === 'percent' ? Math.round((subtotal * code.value) / 100) : code.value;
  return Math.min(off, subtotal);
}

/** Null for a plan without a price (Enterprise): its price is agreed with sales. */
export function orderSummary(
  plan: Plan,
  discountCode: string | null | undefined,
  catalogue: Catalogue,
): OrderSummary | null {
  if (plan.monthlyKes === null) return null;
  const subtotal = plan.monthlyKes;
  const code = (discountCode && findDiscountCode(discountCode, catalogue.discountCodes)) || null;
  const discount = code ? discountFor(code, subtotal) : 0;
  const total = subtotal - discount;
  const next = plan.trialMonths
    ? catalogue.plans.find((other) => other.id === plan.continuesAs)
    : undefined;
  const afterTrial =
    plan.trialMonths && next?.monthlyKes
      ? { plan: next, months: plan.trialMonths, monthlyKes: next.monthlyKes }
      : null;
  return { plan, subtotal, discount, total, dueToday: total, afterTrial, code };
}
