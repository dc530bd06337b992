import { Description, Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { cn } from '@/lib/cn';
import { CheckIcon } from '@/components/icons';
import type { Plan, PlanId } from '@/content/plans';
import { Button } from '@/components/button';
import type { SignupWords } from '@/lib/form-words';
import { formatKes } from '@/lib/money';

type Props = {
  plans: readonly Plan[];
  words: Pick<SignupWords, 'planCard' | 'wizard'>;
  value: PlanId | null;
  onChange: (plan: PlanId) => void;
  onSubmit: (plan: Plan) => void;
};

/**
 * The plan step: the cards are one radio group (arrow keys move the choice). Each card's
 * Submit sits beside its radio, not inside it, and chooses that plan and continues. Each
 * lists its plan's limits as the landing page and /pricing do (`planCard.facts`).
 */
export function PlanPicker({ plans, words, value, onChange, onSubmit }: Props) {
  const { planCard, wizard } = words;
  const price = (plan: Plan) =>
    plan.monthlyKes === null
      ? plan.priceNote
      : plan.monthlyKes === 0
        ? planCard.free
        : formatKes(plan.monthlyKes);
  return (
    <RadioGroup
      value={value}
      onChange={(plan: PlanId | null) => plan && onChange(plan)}
      aria-label={wizard.plans}
      className="grid gap-4 sm:grid-cols-2"
    >
      {plans.map((plan) => {
        const chosen = value === plan.id;
        return (
          <Field
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl bg-white p-5 shadow-sm',
              chosen ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              {/* The label covers the card, so a click anywhere on it chooses the plan. */}
              <Label className="cursor-pointer text-lg font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl">
                {plan.title}
              </Label>
              <Radio
                value={plan.id}
                className="group relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full ring-1 ring-slate-400 focus:outline-none data-[checked]:bg-brand-700 data-[focus]:outline data-[focus]:outline-2 data-[focus]:outline-offset-2 data-[focus]:outline-brand-700 data-[checked]:ring-brand-700"
              >
                <CheckIcon className="hidden size-4 text-white group-data-[checked]:block" />
              </Radio>
            </div>
            <Description as="div" className="mt-1 flex-1">
              {plan.popular ? (
                <p className="inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                  {planCard.popular}
                </p>
              ) : null}
              <p className="mt-2 flex items-baseline gap-x-1">
                <span className="text-2xl font-bold tracking-tight text-slate-900">
                  {price(plan)}
                </span>
                {plan.monthlyKes ? (
                  <span className="text-sm text-slate-600">{planCard.perMonth}</span>
                ) : null}
              </p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {(planCard.facts[plan.id] ?? []).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </Description>
            {/* Chooses this plan and continues (D41): never disabled without saying why. */}
            <Button
              onClick={() => {
                onChange(plan.id);
                onSubmit(plan);
              }}
              className="relative z-10 mt-5 w-full"
            >
              {wizard.submitPlan}
              <span className="sr-only"> {plan.title}</span>
            </Button>
          </Field>
        );
      })}
      <p className="text-sm text-slate-600 sm:col-span-2">{planCard.membersNote}</p>
    </RadioGroup>
  );
}
