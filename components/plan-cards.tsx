import clsx from 'clsx';
import type { Plan } from '@/content/plans';
import { formatKes } from '@/lib/money';
import { ButtonLink } from './button';
import { CheckIcon } from './icons';

export function planPrice(plan: Plan): string {
  if (plan.monthlyKes === null) return plan.priceNote;
  if (plan.monthlyKes === 0) return 'Free';
  return formatKes(plan.monthlyKes);
}

/** Plan cards with a call to action each: sign-up with the plan chosen, or a demo for Enterprise. */
export function PlanCards({
  plans,
  headingLevel: Heading = 'h3',
}: {
  plans: readonly Plan[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul
      className={clsx(
        'mt-12 grid gap-6',
        plans.length > 3 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3',
      )}
    >
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={clsx(
            'relative flex flex-col rounded-2xl bg-white p-8 shadow-sm',
            plan.popular ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200',
          )}
        >
          {plan.popular ? (
            <p className="absolute -top-3 left-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
              Popular
            </p>
          ) : null}
          <Heading className="text-lg font-semibold text-slate-900">{plan.title}</Heading>
          <p className="mt-2 text-sm text-slate-600">{plan.summary}</p>
          <p className="mt-6 flex items-baseline gap-x-1">
            <span className="text-3xl font-bold tracking-tight text-slate-900">
              {planPrice(plan)}
            </span>
            {plan.monthlyKes ? <span className="text-sm text-slate-600">/month</span> : null}
            {plan.monthlyKes === 0 ? (
              <span className="text-sm text-slate-600">
                for {plan.priceNote.replace(' free', '')}
              </span>
            ) : null}
          </p>
          <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
            {plan.highlights.map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {feature}
              </li>
            ))}
          </ul>
          <ButtonLink
            href={plan.monthlyKes === null ? '/demo' : `/signup?plan=${plan.id}`}
            variant={plan.popular ? 'primary' : 'secondary'}
            className="mt-8"
          >
            {plan.monthlyKes === null
              ? 'Talk to sales'
              : plan.monthlyKes === 0
                ? 'Start free trial'
                : `Choose ${plan.title}`}
            <span className="sr-only"> plan</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
