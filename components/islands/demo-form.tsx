'use client';

import { FormActions } from '@/components/form/form-actions';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { businessTypeOptions } from '@/content/business-types';
import { demo, demoTimes } from '@/content/demo';
import { formPrivacy } from '@/content/form-privacy';
import { emailField, phoneField, type Fields } from '@/lib/forms';
import { notInPast } from '@/lib/validation';

const fields = {
  name: { label: 'Name', required: true, autoComplete: 'name' },
  business_name: { label: 'Business name', required: true, autoComplete: 'organization' },
  email: emailField,
  phone: phoneField,
  business_type: { label: 'Business type', type: 'select', required: true },
  preferred_date: { label: 'Preferred date', type: 'date', rules: [notInPast] },
  preferred_time: { label: 'Preferred time', type: 'select' },
  message: { label: 'Message', type: 'textarea' },
} satisfies Fields<string>;

/** The demo request, sent through lib/forms as 'demo'. `endpoint` is for tests. */
export function DemoForm({ endpoint }: { endpoint?: string }) {
  const form = useForm(fields, { kind: 'demo', endpoint });
  return (
    <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
      <InputField {...form.field('name')} />
      <InputField {...form.field('business_name')} />
      <InputField {...form.field('email')} />
      <InputField {...form.field('phone')} />
      <SelectField
        {...form.field('business_type')}
        options={businessTypeOptions}
        placeholder="Choose your business type"
        className="sm:col-span-2"
      />
      <InputField {...form.field('preferred_date')} />
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
        <FormActions
          form={form}
          submitLabel="Request a demo"
          privacy={formPrivacy.demo}
          sentMessage={demo.sentMessage}
        />
      </div>
    </form>
  );
}
