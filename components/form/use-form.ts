'use client';

import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/components/islands/use-typed-before-hydration';
import {
  HONEYPOT,
  emptyValues,
  fieldAttributes,
  errorCount,
  formData,
  submitForm,
  validateFields,
  type Errors,
  type Fields,
  type FormKind,
  type SubmitResult,
  type Values,
} from '@/lib/forms';
import type { FormWords } from '@/lib/form-words';
import type { Message } from '@/lib/validation';

/** Where a form stands. `notice` is an outcome that is neither sent nor failed (login). */
export type FormState =
  { status: 'idle' } | { status: 'sending' } | SubmitResult | { status: 'notice'; message: string };

/**
 * A form's own send. A hand-over (WhatsApp, email) that is done as the button is pressed
 * returns its outcome at once, so the press paints without a "Sending…" in between.
 */
type Send<Name extends string> = (
  data: Record<Name, string | boolean>,
) => FormState | Promise<FormState>;

type Options<Name extends string, M extends Message> = {
  /** The engine's words in the page's language, with the messages of the fields' rules. */
  words: FormWords<M>;
  initial?: Partial<Values<Name>>;
  /**
   * The fields in play (all by default): only these are checked, sent and counted; a function
   * of the values where a choice brings fields in (a booking for someone else).
   */
  active?: readonly Name[] | ((values: Values<Name>) => readonly Name[]);
  /** Values worked out from the others as the form is sent (a booking's deal), never typed. */
  derive?: (values: Values<Name>) => Partial<Values<Name>>;
  /**
   * What happens once the form has gone, after the engine has opened the email app in the
   * email case: leaving the page, say. Leaving earlier would be cancelled by that opening.
   */
  onSent?: (result: SubmitResult) => void;
} & (
  | {
      kind: FormKind;
      /** Where to POST; tests give a local server. Defaults to the build's endpoint. */
      endpoint?: string;
    }
  /** A form that does not post its fields itself (login, the payment step). */
  | { send: Send<Name> }
);

/**
 * The form engine: values typed (never cleared on failure), each field's error, and the
 * send's outcome. Invalid input sends nothing and moves focus to the first invalid field; a
 * failed send can be retried with everything still in place.
 */
export function useForm<Name extends string, M extends Message = never>(
  fields: Fields<Name, M>,
  options: Options<Name, M>,
) {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => emptyValues(fields, options.initial));
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [honeypot, setHoneypot] = useState('');
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const all = Object.keys(fields) as Name[];
  const names =
    typeof options.active === 'function' ? options.active(values) : (options.active ?? all);
  const { words } = options;

  useTypedBeforeHydration(ref, all, (typed) => {
    const formatted = (Object.entries(typed) as [Name, string][]).map(
      ([name, value]) => [name, fields[name].format?.(value) ?? value] as const,
    );
    setValues((current) => ({ ...current, ...Object.fromEntries(formatted) }));
  });

  function setValue(name: Name, typed: string) {
    const value = fields[name].format?.(typed) ?? typed;
    const next = { ...values, [name]: value };
    setValues(next);
    // Fields already flagged are re-checked as the visitor corrects them (a repeated
    // password also when the first one changes).
    const flagged = names.filter((field) => errors[field]);
    if (flagged.length) setErrors(validateFields(fields, next, words.validation, flagged));
  }

  /** Sets several values at once (a choice carried in the address), as typed. */
  function setValues_(typed: Partial<Values<Name>>) {
    setValues((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(typed) as [Name, string][])
        next[name] = fields[name].format?.(value) ?? value;
      return next;
    });
  }

  function send(): FormState | Promise<FormState> {
    const data = formData(fields, { ...values, ...options.derive?.(values) }, names);
    if ('send' in options) return options.send(data);
    const labels = Object.fromEntries(names.map((name) => [name, fields[name].label]));
    return submitForm(
      options.kind,
      { ...data, [HONEYPOT]: honeypot },
      {
        words: words.send,
        subject: words.subject,
        labels,
        ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
      },
    );
  }

  function settle(result: FormState, before: FormState['status']) {
    // An idle outcome of an idle form (a hand-over) changes nothing: no render for it.
    if (!(result.status === 'idle' && before === 'idle')) setState(result);
    if (result.status === 'mailto') window.location.href = result.href;
    if (result.status === 'sent' || result.status === 'mailto') options.onSent?.(result);
  }

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    if (state.status === 'sending') return;
    const found = validateFields(fields, values, words.validation, names);
    // Only a change of errors is rendered: a valid form's send does no work it need not.
    if (errorCount(found) || errorCount(errors)) setErrors(found);
    if (errorCount(found)) {
      if (state.status !== 'idle') setState({ status: 'idle' });
      const first = names.find((name) => found[name]);
      const field = first ? ref.current?.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const result = send();
    if (!(result instanceof Promise)) return settle(result, state.status);
    setState({ status: 'sending' });
    settle(await result, 'sending');
  }

  return {
    words,
    values,
    errors,
    errorCount: errorCount(Object.fromEntries(names.map((name) => [name, errors[name]]))),
    state,
    setValue,
    setValues: setValues_,
    submit,
    /** Sends the same values again after a failure. */
    retry: () => submit(),
    /** Clears errors of fields no longer in play, e.g. when the payment method changes. */
    clearErrors: () => setErrors({}),
    /** Sets the outcome from outside the form, e.g. a button beside it that hands over. */
    report: setState,
    /** Spread on the <form>. */
    formProps: { ref, onSubmit: submit, noValidate: true },
    honeypot: { name: HONEYPOT, label: words.honeypot, value: honeypot, onChange: setHoneypot },
    /**
     * Props for the field's component: label, name, value, error, and the `type`, `required`
     * and `autocomplete` attributes its declaration gives.
     */
    field: (name: Name) => ({
      name,
      ...fieldAttributes(fields[name]),
      value: values[name],
      error: errors[name],
      onChange: (
        event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => setValue(name, event.target.value),
    }),
    /** Props for a CheckboxField: ticked is 'true', unticked ''. */
    checkbox: (name: Name) => ({
      name,
      label: fields[name].label,
      required: Boolean(fields[name].required),
      checked: values[name] === 'true',
      error: errors[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.target.checked ? 'true' : ''),
    }),
  };
}

export type Form<Name extends string> = ReturnType<typeof useForm<Name>>;
