'use client';

import { useRef } from 'react';
import { Honeypot, InputField } from '@/components/form/fields';
import { FormStatus } from '@/components/form/form-status';
import { forgotPasswordCopy } from '@/content/auth';
import { email, required } from '@/lib/validation';
import { useForm } from './use-form';

/** Asks for the account's email; the request goes through lib/forms like every form. */
export function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    formRef,
    kind: 'forgot-password',
    initial: { email: '' },
    rules: { email: [required, email] },
    labels: { email: 'Email' },
  });
  return (
    <form ref={formRef} onSubmit={form.submit} noValidate className="relative space-y-5">
      <InputField {...form.field('email')} type="email" required autoComplete="email" />
      <Honeypot {...form.honeypot} />
      <button
        type="submit"
        disabled={form.state.status === 'sending'}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
      >
        {form.state.status === 'sending' ? 'Sending…' : 'Send reset link'}
      </button>
      <FormStatus
        state={form.state}
        errorCount={form.errorCount}
        onRetry={() => form.submit()}
        sentMessage={forgotPasswordCopy.sentMessage}
      />
    </form>
  );
}
