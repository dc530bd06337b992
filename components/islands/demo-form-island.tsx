'use client';

import { island } from './island';
import { FormActions } from '@/components/form/form-actions';
import { EmailHandOver, NextSteps } from '@/components/form/email-hand-over';
import { formEndpoint } from '@/content/contact';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import type { DemoFormWords } from '@/lib/form-words';
import { emailField, phoneField, type Fields } from '@/lib/forms';
import { notInPast } from '@/lib/field-rules';

function demoFields({ labels }: DemoFormWords) {
  return {
    name: { label: labels.name, required: true, autoComplete: 'name' },
    business_name: { label: labels.business_name, required: true, autoComplete: 'organization' },
    email: { ...emailField, label: labels.email },
    phone: { ...phoneField, label: labels.phone },
    business_type: { label: labels.business_type, type: 'select', required: true },
    preferred_date: { label: labels.preferred_date, type: 'date', rules: [notInPast] },
    preferred_time: { label: labels.preferred_time, type: 'select' },
    message: { label: labels.message, type: 'textarea' },
  } satisfies Fields<string>;
}

type Props = {
  /** The page's words for this form (lib/form-words.ts). */
  words: DemoFormWords;
  /** For tests; pages use the build's endpoint. */
  endpoint?: string;
};

/** The demo request, sent through lib/forms as 'demo' (rendered through ./demo-form). */
export const DemoFormIsland = island(
  'DemoFormIsland',
  function DemoFormIsland({ words, endpoint }: Props) {
    const sendsTo = endpoint ?? formEndpoint;
    // The email reads the business type in words ("Salons & Barbers"); an endpoint gets its id.
    const typeName = (id: string) =>
      words.businessTypes.find((option) => option.value === id)?.label ?? id;
    const form = useForm(demoFields(words), {
      words: words.form,
      kind: 'demo',
      endpoint: sendsTo,
      ...(sendsTo
        ? {}
        : { derive: (values) => ({ business_type: typeName(values.business_type) }) }),
    });
    const next = <NextSteps title={words.next.title} steps={words.next.steps} />;
    return (
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <InputField {...form.field('name')} />
        <InputField {...form.field('business_name')} />
        <InputField {...form.field('email')} />
        <InputField {...form.field('phone')} />
        <SelectField
          {...form.field('business_type')}
          options={words.businessTypes}
          placeholder={words.businessTypePlaceholder}
          className="sm:col-span-2"
        />
        <InputField {...form.field('preferred_date')} />
        <SelectField
          {...form.field('preferred_time')}
          options={words.times}
          placeholder={words.anyTime}
          hint={words.timeHint}
        />
        <TextAreaField
          {...form.field('message')}
          rows={4}
          hint={words.messageHint}
          className="sm:col-span-2"
        />
        <Honeypot {...form.honeypot} />
        <div className="sm:col-span-2">
          <FormActions
            form={form}
            submitLabel={sendsTo ? words.submit : words.submitByEmail}
            privacy={words.privacy}
            sentMessage={words.sent}
          />
          {form.state.status === 'mailto' ? (
            <EmailHandOver
              href={form.state.href}
              email={words.form.mailto.email}
              words={words.handOver}
            >
              {next}
            </EmailHandOver>
          ) : form.state.status === 'sent' ? (
            next
          ) : null}
        </div>
      </form>
    );
  },
);
