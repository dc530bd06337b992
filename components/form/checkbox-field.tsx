import { useId } from 'react';
import { FieldError } from './fields';

type Props = Omit<React.ComponentProps<'input'>, 'type' | 'className' | 'children'> & {
  name: string;
  /** May hold a link, e.g. to the terms. */
  label: React.ReactNode;
  error?: string;
  className?: string;
};

/** A labelled checkbox with its error beside it, tied by aria-describedby. */
export function CheckboxField({ label, error, required, className, ...input }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
