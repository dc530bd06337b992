'use client';

import { island } from './island';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { FieldError, inputClass } from '@/components/form/fields';
import { LiveText } from '@/components/live-text';
import type { CommissionModelId } from '@/content/commission-rates';
import type { Translation } from '@/content/i18n/types';
import type { costCalculator } from '@/content/pricing';
import {
  breakEvenClients,
  commissionPerClient,
  monthlyCommission,
  monthlySaving,
  newClients,
  parseFigure,
  planForBookings,
  type CommissionRule,
  type FigureRules,
  type FlatPlan,
} from '@/lib/cost-calculator';
import type { Lang } from '@/lib/i18n';
import { formatKes, formatKesToCent, formatNumber } from '@/lib/money';
import { fill, fillCount, type Plural } from '@/lib/template';
import { awaitingScript, useHydrated } from './use-hydrated';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export type CostCalculatorWords = Translation<typeof costCalculator.live>;

export type CalculatorModel = {
  id: CommissionModelId;
  name: string;
  /** How it charges, in the page's language: "20% of a new marketplace client’s first booking". */
  rule: string;
  charge: CommissionRule;
};

type Props = {
  lang: Lang;
  models: readonly CalculatorModel[];
  plans: readonly FlatPlan[];
  kesPerUsd: number;
  /** The figures the calculator starts from (content/commission-rates.ts calculatorExample). */
  initial: { bookings: number; visitKes: number; sharePercent: number };
  limits: { bookings: number; visitKes: number };
  words: CostCalculatorWords;
};

const FIELDS = ['bookings', 'visit', 'share'] as const;
type FieldName = (typeof FIELDS)[number];

const percent = (value: number) => `${formatNumber(value)}%`;

/**
 * The cost calculator on /pricing (D30, amended): bookings a month, the price of a visit and
 * the share of bookings that are new marketplace clients in; for each marketplace, what its
 * commission costs and from how many new clients each flat plan costs less, out, one block per
 * marketplace so a phone reads it without scrolling sideways. The static HTML shows the
 * starting figures. The result follows the fields as they are typed and goes while a figure
 * cannot be used, the field saying why; the submit button (Enter too) only moves focus to
 * that field. It waits for the script, so the form never leaves the page.
 */
export const CostCalculator = island(
  'CostCalculator',
  function CostCalculator({ lang, models, plans, kesPerUsd, initial, limits, words }: Props) {
    const id = useId();
    const form = useRef<HTMLFormElement>(null);
    const ready = useHydrated();
    const [typed, setTyped] = useState<Record<FieldName, string>>({
      bookings: String(initial.bookings),
      visit: String(initial.visitKes),
      share: String(initial.sharePercent),
    });
    useTypedBeforeHydration(form, FIELDS, (changed) =>
      setTyped((current) => ({ ...current, ...changed })),
    );

    const rules: Record<FieldName, FigureRules> = {
      bookings: { min: 0, max: limits.bookings, whole: true },
      visit: { min: 0, above: true, max: limits.visitKes, whole: true },
      share: { min: 0, max: 100 },
    };
    const maxText: Record<FieldName, string> = {
      bookings: formatNumber(limits.bookings),
      visit: formatKes(limits.visitKes),
      share: percent(100),
    };
    const parsed = {
      bookings: parseFigure(typed.bookings, rules.bookings),
      visit: parseFigure(typed.visit, rules.visit),
      share: parseFigure(typed.share, rules.share),
    };
    const error = (name: FieldName): string | undefined => {
      const figure = parsed[name];
      return figure.ok
        ? undefined
        : fill(words.errors[name][figure.problem], { max: maxText[name] });
    };
    const count = (message: Plural, n: number) =>
      fillCount(lang, message, n, { count: formatNumber(n) });

    const { bookings, visit, share } = parsed;
    const figures =
      bookings.ok && visit.ok && share.ok
        ? {
            bookings: bookings.value,
            visit: visit.value,
            clients: newClients(bookings.value, share.value),
          }
        : null;
    // The plan a business of this size would be on (D36): the cheapest whose bookings limit fits.
    const fitting = figures ? planForBookings(plans, figures.bookings) : undefined;
    const blocks = figures
      ? models.map((model) => ({
          ...model,
          perClient: commissionPerClient(model.charge, figures.visit, kesPerUsd),
          month: monthlyCommission(model.charge, figures.visit, figures.clients, kesPerUsd),
          keeps: fitting
            ? monthlySaving(
                model.charge,
                figures.visit,
                figures.clients,
                fitting.monthlyKes,
                kesPerUsd,
              )
            : null,
          from: plans.map((plan) => ({
            plan,
            clients: breakEvenClients(model.charge, figures.visit, plan.monthlyKes, kesPerUsd),
          })),
        }))
      : null;
    const caption = figures
      ? fill(words.caption, {
          bookings: count(words.bookingCount, figures.bookings),
          price: formatKes(figures.visit),
          clients: count(words.newClients, figures.clients),
        })
      : words.noResult;

    return (
      <div className="mt-10 grid gap-8 lg:grid-cols-[18rem_1fr] lg:items-start">
        <form
          ref={form}
          onSubmit={(event) => {
            event.preventDefault();
            const wrong = FIELDS.find((name) => error(name));
            if (wrong) document.getElementById(`${id}-${wrong}`)?.focus();
          }}
          noValidate
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{words.legend}</legend>
            {FIELDS.map((name) => {
              const message = ready ? error(name) : undefined;
              const inputId = `${id}-${name}`;
              const errorId = `${inputId}-error`;
              const hintId = name === 'share' ? `${inputId}-hint` : undefined;
              const describedBy = [hintId, message ? errorId : undefined].filter(Boolean);
              return (
                <div key={name} className="mt-4">
                  <label
                    htmlFor={inputId}
                    className="mb-1.5 block text-sm font-medium text-slate-800"
                  >
                    {words[name]}
                  </label>
                  <input
                    id={inputId}
                    name={name}
                    type="text"
                    inputMode={name === 'share' ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    value={typed[name]}
                    onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
                    {...awaitingScript(ready)}
                    className={inputClass}
                  />
                  {hintId ? (
                    <p id={hintId} className="mt-1.5 text-xs text-slate-600">
                      {fill(words.shareHint, { share: percent(initial.sharePercent) })}
                    </p>
                  ) : null}
                  {/* Announced as it appears; each message is its own element. */}
                  <div aria-live="polite">
                    {message ? (
                      <FieldError key={message} id={errorId}>
                        {message}
                      </FieldError>
                    ) : null}
                  </div>
                </div>
              );
            })}
          </fieldset>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            className="mt-5"
            disabled={!ready}
            {...awaitingScript(ready)}
          >
            {words.submit}
          </Button>
        </form>

        <section
          aria-label={words.results}
          className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
        >
          <p className="text-base font-semibold text-slate-900">
            <LiveText>{caption}</LiveText>
          </p>
          {blocks ? (
            <>
              <ul className="mt-4 grid gap-4 md:grid-cols-3">
                {blocks.map((block) => (
                  <li key={block.id} className="rounded-xl p-4 ring-1 ring-slate-200">
                    <h3 className="font-semibold text-slate-900">{block.name}</h3>
                    <p className="mt-0.5 text-xs text-slate-600">{block.rule}</p>
                    <dl className="mt-3 space-y-2 text-sm">
                      <Figure label={words.perClient} value={formatKesToCent(block.perClient)} />
                      <Figure label={words.month} value={formatKes(block.month)} strong />
                      {block.from.map((cell) => (
                        <Figure
                          key={cell.plan.id}
                          label={fill(words.cheaperFrom, {
                            plan: cell.plan.title,
                            price: formatKes(cell.plan.monthlyKes),
                          })}
                          value={
                            cell.clients === null ? '–' : count(words.newClients, cell.clients)
                          }
                        />
                      ))}
                    </dl>
                    {fitting && block.keeps !== null ? (
                      <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-slate-900">
                        <LiveText>
                          {fill(block.keeps >= 0 ? words.keep : words.costsMore, {
                            plan: fitting.title,
                            price: formatKes(fitting.monthlyKes),
                            amount: formatKes(Math.abs(block.keeps)),
                          })}
                        </LiveText>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-xs text-slate-600">{words.rounded}</p>
            </>
          ) : null}
        </section>
      </div>
    );
  },
);

/** One figure of a marketplace's block: what it is, and the amount, side by side. */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="min-w-0 text-slate-700">{label}</dt>
      <dd
        className={
          strong
            ? 'shrink-0 text-right font-semibold text-slate-900'
            : 'shrink-0 text-right text-slate-700'
        }
      >
        <LiveText>{value}</LiveText>
      </dd>
    </div>
  );
}
