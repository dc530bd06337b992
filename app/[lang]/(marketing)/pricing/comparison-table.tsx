import { planPrice } from '@/components/plan-cards';
import { CheckIcon } from '@/components/icons';
import type { Plan } from '@/content/plans';
import type { ComparisonCell, ComparisonRow } from '@/content/pricing';
import { dictionary } from '@/lib/page-language';

/**
 * The plans side by side: one column per plan, one row per feature. Scrolls on phones; the
 * scroller is positioned so the visually hidden cell labels scroll with it, not the page.
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
    // Scrolls sideways on phones: a labelled, focusable region so keyboards can scroll it.
    <section
      aria-label={caption}
      tabIndex={0}
      className="relative mt-10 overflow-x-auto rounded-2xl ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th
              scope="col"
              className="sticky left-0 bg-slate-50 px-4 py-4 font-semibold text-slate-900"
            >
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
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.feature}>
              <th
                scope="row"
                className="sticky left-0 bg-white px-4 py-3 font-medium text-slate-900"
              >
                {row.feature}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-4 py-3 text-slate-700">
                  <Cell value={row.values[plan.id]} words={words} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
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
        <CheckIcon className="size-5 text-brand-700" />
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
