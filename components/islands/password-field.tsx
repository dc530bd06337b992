'use client';

import { cn } from '@/lib/cn';
import { useState } from 'react';
import { EyeIcon, EyeSlashIcon } from '@/components/auth-icons';
import { Field } from '@/components/form/fields';
import { awaitingScript, useHydrated } from './use-hydrated';

type Props = Omit<React.ComponentProps<'input'>, 'name' | 'type' | 'children' | 'className'> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The toggle's name ("Show password" in the page's language); each field its own. */
  toggleLabel: string;
};

/** A password input with a toggle button that shows or hides what was typed. */
export function PasswordField({
  label,
  name,
  error,
  hint,
  required,
  className,
  toggleLabel,
  ...input
}: Props) {
  const [visible, setVisible] = useState(false);
  const ready = useHydrated();
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
        <div className="relative">
          <input
            {...input}
            {...props}
            type={visible ? 'text' : 'password'}
            className={cn(props.className, 'pr-12')}
          />
          <button
            type="button"
            aria-pressed={visible}
            disabled={!ready}
            {...awaitingScript(ready)}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-slate-600 hover:text-slate-900"
          >
            <span className="sr-only">{toggleLabel}</span>
            {visible ? <EyeSlashIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}
