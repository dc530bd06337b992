'use client';

import { Honeypot, InputField } from '@/components/form/fields';
import { FormStatus } from '@/components/form/form-status';
import { email, required } from '@/lib/validation';
import { useRef } from 'react';
import { useForm } from './use-form';

type Props = {
  /** The submit button's text: Subscribe in the footer, Get Started on /services. */
  action?: string;
  label?: string;
};

export function NewsletterForm({ action = 'Subscribe', label = 'Email address' }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    formRef,
    kind: 'newsletter',
    initial: { email: '' },
    rules: { email: [required, email] },
    labels: { email: label },
  });

  return (
    <form ref={formRef} onSubmit={form.submit} noValidate className="relative">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField
          {...form.field('email')}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="flex-1 [&_label]:text-inherit"
        />
        <button
          type="submit"
          disabled={form.state.status === 'sending'}
          className="rounded-lg bg-accent-400 px-5 py-2.5 font-semibold text-slate-950 hover:bg-accent-500 disabled:opacity-60 sm:mt-7"
        >
          {action}
        </button>
      </div>
      <Honeypot {...form.honeypot} />
      <FormStatus
        state={form.state}
        errorCount={form.errorCount}
        onRetry={() => form.submit()}
        sentMessage="Look out for our weekly update."
      />
    </form>
  );
}
