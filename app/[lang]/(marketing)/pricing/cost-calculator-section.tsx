import { Section } from '@/components/section';
import { CostCalculator, type CalculatorModel } from '@/components/islands/cost-calculator';
import {
  calculatorExample,
  calculatorLimits,
  commissionRates,
  exchangeRate,
  kenyaVat,
  type CommissionRate,
} from '@/content/commission-rates';
import type { Plan } from '@/content/plans';
import type { Dictionary } from '@/content/dictionary';
import { monthlyCommission, percentWithTax, usdToKes, type FlatPlan } from '@/lib/cost-calculator';
import type { Lang } from '@/lib/i18n';
import { formatKes, formatNumber } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { fill, fillCount } from '@/lib/template';

type Words = Dictionary['pricing']['costCalculator'];

const percent = (value: number) => `${formatNumber(value)}%`;

/** How a marketplace charges, in words, with its figures filled in. */
function ruleText(rate: CommissionRate, words: Words): string {
  const { kesPerUsd } = exchangeRate;
  return fill(words.rules[rate.id], {
    percent: percent(rate.percent),
    withTax: percent(percentWithTax(rate)),
    vat: percent(rate.taxPercent ?? 0),
    min: formatKes(usdToKes(rate.minUsd ?? 0, kesPerUsd)),
    max: formatKes(usdToKes(rate.maxUsd ?? 0, kesPerUsd)),
    minUsd: formatNumber(rate.minUsd ?? 0),
    maxUsd: formatNumber(rate.maxUsd ?? 0),
  });
}

/**
 * What Miadi's flat plans cost against marketplace commission on new clients (D30): the live
 * calculator, a table of typical months that needs no script, the sources of the rates and
 * what the figures leave out. Plans and prices come from content/plans.ts.
 */
export function CostCalculatorSection({
  lang,
  plans,
  words,
}: {
  lang: Lang;
  plans: readonly Plan[];
  words: Words;
}) {
  const flatPlans: FlatPlan[] = plans.flatMap((plan) =>
    (plan.id === 'standard' || plan.id === 'professional') && plan.monthlyKes
      ? [
          {
            id: plan.id,
            title: plan.title,
            monthlyKes: plan.monthlyKes,
            bookingsLimit:
              plan.limits.bookingsAMonth === 'unlimited' ? null : plan.limits.bookingsAMonth,
          },
        ]
      : [],
  );
  const models: CalculatorModel[] = commissionRates.map((rate) => ({
    id: rate.id,
    name: rate.name,
    rule: ruleText(rate, words),
    charge: rate,
  }));
  const example = formatKes(calculatorExample.visitKes);
  const cell = 'whitespace-nowrap px-4 py-3 text-slate-700';
  const rowHeader = 'px-4 py-3 font-medium text-slate-900';

  return (
    <Section
      id="cost-calculator"
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
      className="bg-slate-50"
    >
      <CostCalculator
        lang={lang}
        models={models}
        plans={flatPlans}
        kesPerUsd={exchangeRate.kesPerUsd}
        initial={calculatorExample}
        limits={calculatorLimits}
        words={words.live}
      />

      <h3 className="mt-12 text-xl font-semibold text-slate-900">
        {fill(words.typical.title, { price: example })}
      </h3>
      <p className="mt-2 text-slate-600">{words.typical.text}</p>
      {/* Scrolls sideways on phones: a labelled, focusable region so keyboards can scroll it. */}
      <section
        aria-label={fill(words.typical.caption, { price: example })}
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{fill(words.typical.caption, { price: example })}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                {words.typical.option}
              </th>
              {calculatorExample.volumes.map((count) => (
                <th key={count} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  {fillCount(lang, words.live.newClients, count, { count: formatNumber(count) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {commissionRates.map((rate) => (
              <tr key={rate.id}>
                <th scope="row" className={rowHeader}>
                  {rate.name}
                </th>
                {calculatorExample.volumes.map((count) => (
                  <td key={count} className={cell}>
                    {formatKes(
                      monthlyCommission(
                        rate,
                        calculatorExample.visitKes,
                        count,
                        exchangeRate.kesPerUsd,
                      ),
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {flatPlans.map((plan) => (
              <tr key={plan.id} className="bg-brand-50/40">
                <th scope="row" className={rowHeader}>
                  {fill(words.typical.plan, { plan: plan.title })}
                </th>
                {calculatorExample.volumes.map((count) => (
                  <td key={count} className={cell}>
                    {formatKes(plan.monthlyKes)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{words.notes.title}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{words.notes.newClientsOnly}</li>
            <li>{words.notes.notCounted}</li>
            <li>{words.notes.plans}</li>
          </ul>
        </div>
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{words.sources.title}</h3>
          <ul className="mt-3 space-y-2 text-slate-700">
            {commissionRates.map((rate) => (
              <li key={rate.id}>
                <a href={rate.sourceUrl} className="font-semibold text-brand-700 underline">
                  {words.sources.links[rate.id]}
                </a>
                , {fill(words.sources.read, { date: formatDate(rate.readOn, lang) })}.
              </li>
            ))}
            <li>{fill(words.sources.vat, { vat: percent(kenyaVat.percent) })}</li>
            <li>
              {fill(words.sources.exchange, {
                rate: formatKes(exchangeRate.kesPerUsd),
                date: formatDate(exchangeRate.asOf, lang),
              })}{' '}
              <a href={exchangeRate.sourceUrl} className="font-semibold text-brand-700 underline">
                {words.sources.exchangeLink}
              </a>
              .
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
