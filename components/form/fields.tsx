import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * Labelled inputs with their error beside them. The error is tied to the input by
 * aria-describedby and aria-invalid, so it is read when the field gets focus.
 */
type FieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    required: boolean | undefined;
    /** Right-to-left text is shown right to left, whatever the page's direction. */
    dir: 'auto';
    className: string;
  }) => React.ReactNode;
};

export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700 border-slate-300';

export function Field({ label, name, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        required: required || undefined,
        dir: 'auto',
        className: inputClass,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/**
 * A field's error, after a warning sign. The sign is drawn here rather than taken from
 * components/icons.tsx: every page carries the form engine (the footer's newsletter form), and
 * the engine would carry every icon of that module with it.
 */
export function FieldError({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="mt-0.5 size-4 shrink-0"
      >
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

type InputFieldProps = Omit<React.ComponentProps<'input'>, 'name' | 'children' | 'className'> &
  Pick<FieldProps, 'label' | 'name' | 'error' | 'hint' | 'className'>;

export function InputField({
  label,
  name,
  error,
  hint,
  required,
  className,
  ...input
}: InputFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      {(props) => <input type="text" {...input} {...props} />}
    </Field>
  );
}

type TextAreaFieldProps = Omit<
  React.ComponentProps<'textarea'>,
  'name' | 'children' | 'className'
> &
  Pick<FieldProps, 'label' | 'name' | 'error' | 'hint' | 'className'>;

export function TextAreaField({
  label,
  name,
  error,
  hint,
  required,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      {(props) => <textarea {...textarea} {...props} />}
    </Field>
  );
}

type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'name' | 'children' | 'className'> &
  Pick<FieldProps, 'label' | 'name' | 'error' | 'hint' | 'className'> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  };

export function SelectField({
  label,
  name,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      {(props) => (
        <select {...select} {...props} dir={undefined} className={cn(props.className, 'pr-8')}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Hidden from people, tempting to bots: see lib/forms.ts. */
export function Honeypot({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  /** "Leave this empty", in the page's language. */
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
