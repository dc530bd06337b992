'use client';

import { FormActions } from '@/components/form/form-actions';
import { Honeypot, InputField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { forgotPasswordCopy } from '@/content/auth';
import { formPrivacy } from '@/content/form-privacy';
import { emailField, type Fields } from '@/lib/forms';

const fields = { email: emailField } satisfies Fields<string>;

/** Asks for the account's email; the request goes through lib/forms like every form. */
export function ForgotPasswordForm({ endpoint }: { endpoint?: string }) {
  const form = useForm(fields, { kind: 'forgot-password', endpoint });
  return (
    <form {...form.formProps} className="relative space-y-5">
      <InputField {...form.field('email')} />
      <Honeypot {...form.honeypot} />
      <FormActions
        form={form}
        stacked
        submitLabel="Send reset link"
        privacy={formPrivacy.forgotPassword}
        sentMessage={forgotPasswordCopy.sentMessage}
      />
    </form>
  );
}
