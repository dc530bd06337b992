import { useId } from 'react';
import { FieldError } from './fields';

type Props = {
  /** The group's name in the form engine: the fieldset carries it, so an error focuses it. */
  name: string;
  legend: string;
  /** What each box stands for, and its full accessible name ("Tuesday 24 November"). */
  options: readonly { value: string; label: string }[];
  /** The ticked values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
};

/**
 * Boxes of which at least one may be required, in a fieldset whose legend names them. The
 * hint and the error are tied to the group, so both are read when a box gets focus; an error
 * moves focus to the group itself.
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  value,
  onChange,
  required,
  hint,
  error,
  className,
}: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ticked = new Set(value);
  return (
    <fieldset
      name={name}
      tabIndex={-1}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      className={className}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {options.length ? (
        <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => (
            <li key={option.value}>
              <label className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-800 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600">
                <input
                  type="checkbox"
                  value={option.value}
                  checked={ticked.has(option.value)}
                  onChange={(event) =>
                    onChange(
                      options
                        .map((o) => o.value)
                        .filter((v) => (v === option.value ? event.target.checked : ticked.has(v))),
                    )
                  }
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
