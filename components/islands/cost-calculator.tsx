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
  clientCount,
  commissionPerClient,
  monthlyCommission,
  parseFigure,
  type CommissionRule,
  type FigureRules,
} from '@/lib/cost-calculator';
import { formatKes, formatNumber } from '@/lib/money';
import { fill } from '@/lib/template';
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

export type FlatPlan = { id: string; title: string; monthlyKes: number };

type Props = {
  models: readonly CalculatorModel[];
  plans: readonly FlatPlan[];
  kesPerUsd: number;
  /** The figures the calculator starts from (content/commission-rates.ts calculatorExample). */
  initial: { visitKes: number; clients: number };
  limits: { visitKes: number; clients: number };
  words: CostCalculatorWords;
};

const FIELDS = ['visit', 'clients'] as const;
type FieldName = (typeof FIELDS)[number];
type Figures = { visit: number; clients: number };

/**
 * The cost calculator on /pricing (D30): the price of a visit and the new clients a month in;
 * each marketplace's commission, and from how many new clients each flat plan costs less, out.
 * The static HTML shows the figures for the starting values. The figures follow the fields as
 * they are typed; the submit button (Enter too) only moves focus to a field that needs
 * attention. It waits for the script, so the form never leaves the page.
 */
export const CostCalculator = island(
  'CostCalculator',
  function CostCalculator({ models, plans, kesPerUsd, initial, limits, words }: Props) {
    const id = useId();
    const form = useRef<HTMLFormElement>(null);
    const ready = useHydrated();
    const [typed, setTyped] = useState<Record<FieldName, string>>({
      visit: String(initial.visitKes),
      clients: String(initial.clients),
    });
    // The figures shown: the last ones both fields agreed on, so a field being corrected
    // leaves the table as the caption describes it.
    const [shown, setShown] = useState<Figures>({
      visit: initial.visitKes,
      clients: initial.clients,
    });

    const rules: Record<FieldName, FigureRules> = {
      visit: { min: 0, above: true, max: limits.visitKes, whole: true },
      clients: { min: 0, max: limits.clients, whole: true },
    };
    const maxText: Record<FieldName, string> = {
      visit: formatKes(limits.visitKes),
      clients: formatNumber(limits.clients),
    };

    function update(next: Record<FieldName, string>) {
      setTyped(next);
      const visit = parseFigure(next.visit, rules.visit);
      const clients = parseFigure(next.clients, rules.clients);
      if (visit.ok && clients.ok) setShown({ visit: visit.value, clients: clients.value });
    }

    useTypedBeforeHydration(form, FIELDS, (changed) => update({ ...typed, ...changed }));

    function error(name: FieldName): string | undefined {
      const parsed = parseFigure(typed[name], rules[name]);
      return parsed.ok
        ? undefined
        : fill(words.errors[name][parsed.problem], { max: maxText[name] });
    }

    const rows = models.map((model) => ({
      ...model,
      perClient: commissionPerClient(model.charge, shown.visit, kesPerUsd),
      month: monthlyCommission(model.charge, shown.visit, shown.clients, kesPerUsd),
      from: plans.map((plan) => ({
        plan: plan.id,
        clients: breakEvenClients(model.charge, shown.visit, plan.monthlyKes, kesPerUsd),
      })),
    }));
    const caption = fill(words.caption, {
      clients: clientCount(words.newClients, shown.clients),
      price: formatKes(shown.visit),
    });

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
                    inputMode="numeric"
                    autoComplete="off"
                    value={typed[name]}
                    onChange={(event) => update({ ...typed, [name]: event.target.value })}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? errorId : undefined}
                    {...awaitingScript(ready)}
                    className={inputClass}
                  />
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

        <div className="min-w-0 rounded-2xl bg-white ring-1 ring-slate-200">
          {/* The table's name, outside the scroller so that phones show it whole. */}
          <p id={`${id}-caption`} className="px-4 pb-3 pt-4 text-base font-semibold text-slate-900">
            <LiveText>{caption}</LiveText>
          </p>
          {/* Scrolls sideways on phones: a labelled, focusable region so keyboards can scroll it. */}
          <section aria-label={words.results} tabIndex={0} className="relative overflow-x-auto">
            <table
              aria-labelledby={`${id}-caption`}
              className="w-full min-w-[40rem] border-collapse text-left text-sm"
            >
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    {words.model}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    {words.perClient}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    {words.month}
                  </th>
                  {plans.map((plan) => (
                    <th
                      key={plan.id}
                      scope="col"
                      className="px-4 py-3 font-semibold text-slate-900"
                    >
                      {fill(words.cheaperFrom, {
                        plan: plan.title,
                        price: formatKes(plan.monthlyKes),
                      })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                      {row.name}
                      <span className="mt-0.5 block text-xs font-normal text-slate-600">
                        {row.rule}
                      </span>
                    </th>
                    <td className="whitespace-nowrap px-4 py-3 align-top text-slate-700">
                      <LiveText>{formatKes(row.perClient)}</LiveText>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 align-top font-semibold text-slate-900">
                      <LiveText>{formatKes(row.month)}</LiveText>
                    </td>
                    {row.from.map((cell) => (
                      <td key={cell.plan} className="px-4 py-3 align-top text-slate-700">
                        <LiveText>
                          {cell.clients === null
                            ? '–'
                            : clientCount(words.newClients, cell.clients)}
                        </LiveText>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </div>
    );
  },
);
