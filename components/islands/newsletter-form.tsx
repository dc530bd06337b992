'use client';

import { FormActions } from '@/components/form/form-actions';
import { Honeypot, InputField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { formPrivacy } from '@/content/form-privacy';
import { emailField } from '@/lib/forms';

type Props = {
  /** The submit button's text: Subscribe in the footer, Get Started on /services. */
  action?: string;
  label?: string;
  /** For tests; pages use the build's endpoint. */
  endpoint?: string;
};

export function NewsletterForm({ action = 'Subscribe', label = 'Email address', endpoint }: Props) {
  const form = useForm(
    {
      email: { ...emailField, label },
    },
    { kind: 'newsletter', endpoint },
  );
  return (
    <form {...form.formProps} className="relative space-y-3">
      <InputField
        {...form.field('email')}
        placeholder="you@example.com"
        className="[&_label]:text-inherit"
      />
      <Honeypot {...form.honeypot} />
      <FormActions
        form={form}
        submitLabel={action}
        variant="accent"
        privacy={formPrivacy.newsletter}
        sentMessage="Look out for our weekly update."
      />
    </form>
  );
}
