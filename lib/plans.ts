import type { Allowance, Plan, PlanId, planWords as englishPlanWords } from '@/content/plans';
import { plans as englishPlans } from '@/content/plans';
import type { Translation } from '@/content/i18n/types';
import type { Lang } from '@/content/i18n/languages';
import { formatKes, formatNumber } from './money';
import { fill, fillCount } from './template';

/** The words of plan limits in one language: `planWords` of content/plans.ts or its twin. */
export type PlanWords = Translation<typeof englishPlanWords>;

/** A cell of the comparison: text, or true / false for "included" / "not included". */
export type ComparisonCell = string | boolean;

export type ComparisonRow = { feature: string; values: Record<PlanId, ComparisonCell> };

function allowance(
  value: Allowance,
  lang: Lang,
  counted: { one: string; other: string },
  unlimited: string,
) {
  return value === 'unlimited' ? unlimited : fillCount(lang, counted, value);
}

/**
 * A plan's limits as its card lists them, the same on the landing page, /pricing and sign-up:
 * employees, locations where more than one, services, bookings a month, members, analytics,
 * reports, support, then what the plan adds that not every plan has. The Free Trial's list
 * opens with the plan it is and the note that it asks for no payment details.
 */
export function planFacts(
  plan: Plan,
  words: PlanWords,
  lang: Lang,
  all: readonly Plan[] = englishPlans,
): string[] {
  const { limits } = plan;
  const everyPlanHas = (feature: string) =>
    all.every((other) => (other.limits.features as readonly string[]).includes(feature));
  const continues = all.find((other) => other.id === plan.continuesAs);
  return [
    ...(plan.trialMonths && continues
      ? [
          fillCount(lang, words.trial, plan.trialMonths, { plan: continues.title }),
          words.noPaymentDetails,
        ]
      : []),
    allowance(limits.employees, lang, words.employees, words.unlimitedEmployees),
    ...(limits.locations === 1
      ? []
      : [allowance(limits.locations, lang, words.locations, words.unlimitedLocations)]),
    allowance(limits.services, lang, words.services, words.unlimitedServices),
    allowance(limits.bookingsAMonth, lang, words.bookings, words.unlimitedBookings),
    limits.members === null ? words.membersAgreed : fillCount(lang, words.members, limits.members),
    words.analytics[limits.analytics],
    words.reports[limits.reports],
    words.support[limits.support],
    ...limits.features
      .filter((feature) => !everyPlanHas(feature))
      .map((feature) => words.features[feature]),
  ];
}

/** The comparison table's rows: one per limit and feature, every plan's value from its limits. */
export function comparisonRows(plans: readonly Plan[], words: PlanWords): ComparisonRow[] {
  const { table } = words;
  const row = (feature: string, value: (plan: Plan) => ComparisonCell): ComparisonRow => ({
    feature,
    values: Object.fromEntries(plans.map((plan) => [plan.id, value(plan)])) as Record<
      PlanId,
      ComparisonCell
    >,
  });
  const amount = (value: Allowance) =>
    value === 'unlimited' ? table.unlimited : formatNumber(value);
  const featureIds = [...new Set(plans.flatMap((plan) => plan.limits.features))];
  return [
    row(table.employees, (plan) => amount(plan.limits.employees)),
    row(table.locations, (plan) => amount(plan.limits.locations)),
    row(table.services, (plan) => amount(plan.limits.services)),
    row(table.bookings, ({ limits }) =>
      limits.bookingsAMonth === 'unlimited'
        ? table.unlimited
        : fill(table.upTo, { count: formatNumber(limits.bookingsAMonth) }),
    ),
    row(table.members, ({ limits }) =>
      limits.members === null
        ? table.agreed
        : fill(table.upTo, { count: formatNumber(limits.members) }),
    ),
    ...featureIds.map((feature) =>
      row(words.features[feature], (plan) =>
        (plan.limits.features as readonly string[]).includes(feature),
      ),
    ),
    row(table.analytics, (plan) => table.analyticsValues[plan.limits.analytics]),
    row(table.reports, (plan) => table.reportsValues[plan.limits.reports]),
    row(table.support, (plan) => table.supportValues[plan.limits.support]),
    row(table.onboarding, (plan) => table.onboardingValues[plan.limits.onboarding]),
  ];
}

/**
 * The slots copy uses to quote a plan ("Standard at {standardPrice} a month", "up to
 * {standardBookings} bookings"): prices and limits read from content/plans.ts, so a price
 * changed there changes every sentence that quotes it.
 */
export function planSlots(plans: readonly Plan[] = englishPlans): Record<string, string> {
  const find = (id: PlanId) => {
    const plan = plans.find((candidate) => candidate.id === id);
    if (!plan) throw new Error(`content/plans.ts has no plan "${id}"`);
    return plan;
  };
  const price = (id: PlanId) => {
    const { monthlyKes } = find(id);
    if (monthlyKes === null) throw new Error(`content/plans.ts: plan "${id}" has no price`);
    return formatKes(monthlyKes);
  };
  const count = (value: Allowance | null) =>
    typeof value === 'number' ? formatNumber(value) : String(value);
  const standard = find('standard').limits;
  const professional = find('professional').limits;
  return {
    standardPrice: price('standard'),
    professionalPrice: price('professional'),
    standardEmployees: count(standard.employees),
    standardServices: count(standard.services),
    standardBookings: count(standard.bookingsAMonth),
    standardMembers: count(standard.members),
    professionalEmployees: count(professional.employees),
    trialMonths: count(find('free-trial').trialMonths ?? 1),
  };
}

/** Copy with plan slots filled from content/plans.ts; other slots stay for their own fill. */
export function fillPlanSlots(text: string): string {
  return fill(text, planSlots());
}
