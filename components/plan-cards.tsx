import { cn } from '@/lib/cn';
import type { Dictionary } from '@/content/dictionary';
import type { Plan } from '@/content/plans';
import type { Lang } from '@/lib/i18n';
import { formatKes } from '@/lib/money';
import { planFacts, type PlanWords } from '@/lib/plans';
import { fill, fillCount } from '@/lib/template';
import { ButtonLink } from './button-link';
import { CheckIcon } from './icons';

/**
 * A plan's price as its card shows it: "Kes 3,300", the word for free, or the plan's note.
 * `free` is the page's word for it (ui.planCards.free).
 */
// The sign-up plan picker (a client island) imports this module, so it reads no dictionary:
// pages pass the words in. TODO(i18n): drop the English default once the picker passes `free`.
export function planPrice(plan: Plan, free = 'Free'): string {
  if (plan.monthlyKes === null) return plan.priceNote;
  if (plan.monthlyKes === 0) return free;
  return formatKes(plan.monthlyKes);
}

/**
 * Plan cards with a call to action each: sign-up with the plan chosen, or a demo for Enterprise.
 * Each card lists its plan's limits as lib/plans.ts words them, then says what members are.
 */
export function PlanCards({
  plans,
  words,
  limitWords,
  lang,
  headingLevel: Heading = 'h3',
}: {
  plans: readonly Plan[];
  /** The cards' own words in the page's language: `ui.planCards` of its dictionary. */
  words: Dictionary['ui']['planCards'];
  /** The words of the plans' limits: `planWords` of the page's plans module. */
  limitWords: PlanWords;
  lang: Lang;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <>
      <ul
        className={cn(
          'mt-12 grid gap-6',
          plans.length > 3 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3',
        )}
      >
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl bg-white p-8 shadow-sm',
              plan.popular ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200',
            )}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                {words.popular}
              </p>
            ) : null}
            <Heading className="text-lg font-semibold text-slate-900">{plan.title}</Heading>
            <p className="mt-2 text-sm text-slate-600">{plan.summary}</p>
            <p className="mt-6 flex items-baseline gap-x-1">
              <span className="text-3xl font-bold tracking-tight text-slate-900">
                {planPrice(plan, words.free)}
              </span>
              {plan.monthlyKes ? (
                <span className="text-sm text-slate-600">{words.perMonth}</span>
              ) : null}
              {plan.monthlyKes === 0 && plan.trialMonths ? (
                <span className="text-sm text-slate-600">
                  {fillCount(lang, words.trialLength, plan.trialMonths)}
                </span>
              ) : null}
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
              {planFacts(plan, limitWords, lang).map((feature) => (
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
                ? words.talkToSales
                : plan.monthlyKes === 0
                  ? words.startTrial
                  : fill(words.choose, { title: plan.title })}
              <span className="sr-only">{words.planSuffix}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">{limitWords.membersNote}</p>
    </>
  );
}
