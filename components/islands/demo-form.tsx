'use client';

import { useRef } from 'react';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { FormStatus } from '@/components/form/form-status';
import { businessTypeOptions } from '@/content/business-types';
import { demo, demoTimes } from '@/content/demo';
import { email, notInPast, kenyanMobile, required } from '@/lib/validation';
import { useForm } from './use-form';

const labels = {
  name: 'Name',
  business_name: 'Business name',
  email: 'Email',
  phone: 'Phone',
  business_type: 'Business type',
  preferred_date: 'Preferred date',
  preferred_time: 'Preferred time',
  message: 'Message',
};

/** The demo request: validated like the contact form, sent through lib/forms as 'demo'. */
export function DemoForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    formRef,
    kind: 'demo',
    initial: {
      name: '',
      business_name: '',
      email: '',
      phone: '',
      business_type: '',
      preferred_date: '',
      preferred_time: '',
      message: '',
    },
    rules: {
      name: [required],
      business_name: [required],
      email: [required, email],
      phone: [required, kenyanMobile],
      business_type: [required],
      preferred_date: [notInPast],
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
      <InputField {...form.field('name')} required autoComplete="name" />
      <InputField {...form.field('business_name')} required autoComplete="organization" />
      <InputField {...form.field('email')} type="email" required autoComplete="email" />
      <InputField {...form.field('phone')} type="tel" required autoComplete="tel" />
      <SelectField
        {...form.field('business_type')}
        required
        options={businessTypeOptions}
        placeholder="Choose your business type"
        className="sm:col-span-2"
      />
      <InputField {...form.field('preferred_date')} type="date" />
      <SelectField
        {...form.field('preferred_time')}
        options={demoTimes}
        placeholder="Any time"
        hint={demo.timeHint}
      />
      <TextAreaField
        {...form.field('message')}
        rows={4}
        hint={demo.messageHint}
        className="sm:col-span-2"
      />
      <Honeypot {...form.honeypot} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={form.state.status === 'sending'}
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {form.state.status === 'sending' ? 'Sending…' : 'Request a demo'}
        </button>
        <FormStatus
          state={form.state}
          errorCount={form.errorCount}
          onRetry={() => form.submit()}
          sentMessage={demo.sentMessage}
        />
      </div>
    </form>
  );
}
