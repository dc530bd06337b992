'use client';

import { island } from './island';
import { FormActions } from '@/components/form/form-actions';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import type { ContactFormWords } from '@/lib/form-words';
import { emailField, phoneField, type Fields } from '@/lib/forms';

function contactFields({ labels }: ContactFormWords) {
  return {
    first_name: { label: labels.first_name, required: true, autoComplete: 'given-name' },
    last_name: { label: labels.last_name, required: true, autoComplete: 'family-name' },
    email: { ...emailField, label: labels.email },
    phone: { ...phoneField, label: labels.phone },
    subject: { label: labels.subject, type: 'select' },
    message: { label: labels.message, type: 'textarea', required: true },
  } satisfies Fields<string>;
}

type Props = {
  /** The page's words for this form (lib/form-words.ts). */
  words: ContactFormWords;
  /** For tests; pages use the build's endpoint. */
  endpoint?: string;
};

/** The landing page's contact form (rendered through ./contact-form). */
export const ContactFormIsland = island(
  'ContactFormIsland',
  function ContactFormIsland({ words, endpoint }: Props) {
    const form = useForm(contactFields(words), {
      words: words.form,
      kind: 'contact',
      endpoint,
      initial: { subject: 'general' },
    });
    return (
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <InputField {...form.field('first_name')} />
        <InputField {...form.field('last_name')} />
        <InputField {...form.field('email')} />
        <InputField {...form.field('phone')} />
        <SelectField
          {...form.field('subject')}
          options={words.subjects}
          className="sm:col-span-2"
        />
        <TextAreaField {...form.field('message')} rows={5} className="sm:col-span-2" />
        <Honeypot {...form.honeypot} />
        <div className="sm:col-span-2">
          <FormActions
            form={form}
            submitLabel={words.submit}
            privacy={words.privacy}
            sentMessage={words.sent}
          />
        </div>
      </form>
    );
  },
);
