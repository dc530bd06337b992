'use client';

import { useState, type RefObject } from 'react';
import { HONEYPOT, submitForm, type FormKind, type SubmitResult } from '@/lib/forms';
import { hasErrors, validate, type Errors, type Rules } from '@/lib/validation';

export type FormState = { status: 'idle' } | { status: 'sending' } | SubmitResult;

/**
 * State of a form that submits through lib/forms: the typed values (never cleared on
 * failure), field errors, and the submission's outcome. On invalid input nothing is sent and
 * focus moves to the first invalid field.
 */
export function useForm<Name extends string>({
  kind,
  initial,
  rules,
  labels,
  formRef,
  send,
}: {
  kind: FormKind;
  /** Sends the checked values itself, instead of posting them as they are typed. */
  send?: (values: Record<Name, string>, honeypot: string) => Promise<FormState>;
  /** The form element, to move focus to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  initial: Record<Name, string>;
  rules: Rules<Name>;
  labels: Record<Name, string>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [honeypot, setHoneypot] = useState('');
  const [state, setState] = useState<FormState>({ status: 'idle' });

  function setValue(name: Name, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // Once a field has been flagged, re-check it as the visitor corrects it.
    if (errors[name]) {
      const next = validate(
        { ...values, [name]: value },
        { [name]: rules[name] } as Rules<Name>,
        labels,
      );
      setErrors((current) => ({ ...current, [name]: next[name] }));
    }
  }

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    const found = validate(values, rules, labels);
    setErrors(found);
    if (hasErrors(found)) {
      const first = (Object.keys(labels) as Name[]).find((name) => found[name]);
      const field = first ? formRef.current?.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setState({ status: 'sending' });
    const result = send
      ? await send(values, honeypot)
      : await submitForm(kind, { ...values, [HONEYPOT]: honeypot });
    setState(result);
    if (result.status === 'mailto') window.location.href = result.href;
  }

  const errorCount = Object.values(errors).filter(Boolean).length;

  return {
    values,
    errors,
    errorCount,
    state,
    submit,
    setValue,
    honeypot: { name: HONEYPOT, value: honeypot, onChange: setHoneypot },
    /** Props for an input bound to `name`. */
    field: (name: Name) => ({
      name,
      label: labels[name],
      value: values[name],
      error: errors[name],
      onChange: (
        event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => setValue(name, event.target.value),
    }),
  };
}
