'use client';

import { contact } from '@/content/landing';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { FormStatus } from '@/components/form/form-status';
import { email, kenyanMobile, required } from '@/lib/validation';
import { useRef } from 'react';
import { useForm } from './use-form';

const labels = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    formRef,
    kind: 'contact',
    initial: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      subject: 'general',
      message: '',
    },
    rules: {
      first_name: [required],
      last_name: [required],
      email: [required, email],
      phone: [required, kenyanMobile],
      message: [required],
    },
    labels,
  });

  return (
    <form
      ref={formRef}
      onSubmit={form.submit}
      noValidate
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <InputField {...form.field('first_name')} required autoComplete="given-name" />
      <InputField {...form.field('last_name')} required autoComplete="family-name" />
      <InputField {...form.field('email')} type="email" required autoComplete="email" />
      <InputField {...form.field('phone')} type="tel" required autoComplete="tel" />
      <SelectField
        {...form.field('subject')}
        options={contact.subjects}
        className="sm:col-span-2"
      />
      <TextAreaField {...form.field('message')} rows={5} required className="sm:col-span-2" />
      <Honeypot {...form.honeypot} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={form.state.status === 'sending'}
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {form.state.status === 'sending' ? 'Sending…' : 'Send message'}
        </button>
        <FormStatus
          state={form.state}
          errorCount={form.errorCount}
          onRetry={() => form.submit()}
          sentMessage="We reply within one working day."
        />
      </div>
    </form>
  );
}
