import { cn } from '@/lib/cn';
import { CheckIcon } from '@/components/icons';

type Props = {
  steps: readonly { id: string; title: string }[];
  current: number;
  /** The list's name, "Sign-up steps", and what is read after a finished step, " (done)". */
  label: string;
  done: string;
};

/** Where the visitor is in the wizard: an ordered list, the current step marked for AT. */
export function Stepper({ steps, current, label, done: doneText }: Props) {
  return (
    <section aria-label={label}>
      <ol className="flex items-start gap-2 sm:gap-4">
        {steps.map((step, index) => {
          const done = index < current;
          const here = index === current;
          return (
            <li
              key={step.id}
              aria-current={here ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-brand-700 text-white',
                  here && 'bg-brand-50 text-brand-800 ring-2 ring-brand-700',
                  !done && !here && 'bg-white text-slate-600 ring-1 ring-slate-300',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-xs font-medium sm:text-sm',
                  here ? 'text-brand-800' : 'text-slate-700',
                )}
              >
                {step.title}
                {done ? <span className="sr-only">{doneText}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
