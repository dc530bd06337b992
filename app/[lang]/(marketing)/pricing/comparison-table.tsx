import { planPrice } from '@/components/plan-cards';
import { CheckIcon } from '@/components/icons';
import type { Plan } from '@/content/plans';
import type { ComparisonCell, ComparisonRow } from '@/lib/plans';
import { dictionary } from '@/lib/page-language';

/**
 * The plans side by side: one column per plan, one row per feature. Below the md breakpoint
 * each feature is a block of its own with every plan's value named, two plans to a line, so
 * every plan is readable at 320 px with no column out of sight and nothing to scroll sideways.
 */
export async function ComparisonTable({
  plans,
  rows,
  caption,
}: {
  plans: readonly Plan[];
  rows: readonly ComparisonRow[];
  caption: string;
}) {
  const { ui } = await dictionary();
  const words = { ...ui.comparison, aMonth: ui.planCards.aMonth };
  return (
    <table className="mt-10 w-full border-collapse text-left text-sm max-md:block md:rounded-2xl md:ring-1 md:ring-slate-200">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 max-md:sr-only">
        <tr>
          <th scope="col" className="px-4 py-4 font-semibold text-slate-900">
            {words.feature}
          </th>
          {plans.map((plan) => (
            <th key={plan.id} scope="col" className="px-4 py-4 align-bottom">
              <span className="block text-base font-semibold text-slate-900">{plan.title}</span>
              <span className="block font-normal text-slate-600">
                {planPrice(plan, ui.planCards.free)}
                {plan.monthlyKes ? words.aMonth : null}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 max-md:block max-md:rounded-2xl max-md:ring-1 max-md:ring-slate-200">
        {rows.map((row) => (
          <tr
            key={row.feature}
            className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:p-4"
          >
            <th
              scope="row"
              className="px-4 py-3 font-medium text-slate-900 max-md:col-span-2 max-md:p-0 max-md:pb-1"
            >
              {row.feature}
            </th>
            {plans.map((plan) => (
              <td
                key={plan.id}
                className="px-4 py-3 text-slate-700 max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-1.5 max-md:p-0 max-md:py-0.5"
              >
                <span className="text-slate-500 md:hidden">{plan.title}:</span>
                <Cell value={row.values[plan.id]} words={words} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cell({
  value,
  words,
}: {
  value: ComparisonCell;
  words: { included: string; notIncluded: string };
}) {
  if (value === true) {
    return (
      <>
        <CheckIcon className="size-5 shrink-0 self-center text-brand-700" />
        <span className="sr-only">{words.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-400">
          –
        </span>
        <span className="sr-only">{words.notIncluded}</span>
      </>
    );
  }
  return <>{value}</>;
}
