'use client';

import { FormActions } from '@/components/form/form-actions';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { formPrivacy } from '@/content/form-privacy';
import { contact } from '@/content/landing';
import { emailField, phoneField, type Fields } from '@/lib/forms';

const fields = {
  first_name: { label: 'First name', required: true, autoComplete: 'given-name' },
  last_name: { label: 'Last name', required: true, autoComplete: 'family-name' },
  email: emailField,
  phone: phoneField,
  subject: { label: 'Subject', type: 'select' },
  message: { label: 'Message', type: 'textarea', required: true },
} satisfies Fields<string>;

/** The landing page's contact form. `endpoint` is for tests; pages use the build's. */
export function ContactForm({ endpoint }: { endpoint?: string }) {
  const form = useForm(fields, { kind: 'contact', endpoint, initial: { subject: 'general' } });
  return (
    <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
      <InputField {...form.field('first_name')} />
      <InputField {...form.field('last_name')} />
      <InputField {...form.field('email')} />
      <InputField {...form.field('phone')} />
      <SelectField
        {...form.field('subject')}
        options={contact.subjects}
        className="sm:col-span-2"
      />
      <TextAreaField {...form.field('message')} rows={5} className="sm:col-span-2" />
      <Honeypot {...form.honeypot} />
      <div className="sm:col-span-2">
        <FormActions
          form={form}
          submitLabel="Send message"
          privacy={formPrivacy.contact}
          sentMessage="We reply within one working day."
        />
      </div>
    </form>
  );
}
