'use client';

import { island } from './island';
import { FormActions } from '@/components/form/form-actions';
import { formEndpoint } from '@/content/contact';
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
    const sendsTo = endpoint ?? formEndpoint;
    const form = useForm(contactFields(words), {
      words: words.form,
      kind: 'contact',
      endpoint: sendsTo,
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
            // Without an endpoint the email app sends it, and the button says so (D15).
            submitLabel={sendsTo ? words.submit : words.submitByEmail}
            privacy={words.privacy}
            sentMessage={words.sent}
          />
        </div>
      </form>
    );
  },
);
