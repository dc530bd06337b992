'use client';

import { island } from './island';
import { FormActions } from '@/components/form/form-actions';
import { Honeypot, InputField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import type { ForgotPasswordWords } from '@/lib/form-words';
import { emailField } from '@/lib/forms';

type Props = {
  /** The page's words for this form (lib/form-words.ts). */
  words: ForgotPasswordWords;
  endpoint?: string;
};

/** Asks for the account's email; the request goes through lib/forms like every form. */
export const ForgotPasswordForm = island(
  'ForgotPasswordForm',
  function ForgotPasswordForm({ words, endpoint }: Props) {
    const form = useForm(
      { email: { ...emailField, label: words.email } },
      { words: words.form, kind: 'forgot-password', endpoint },
    );
    return (
      <form {...form.formProps} className="relative space-y-5">
        <InputField {...form.field('email')} />
        <Honeypot {...form.honeypot} />
        <FormActions
          form={form}
          stacked
          submitLabel={words.submit}
          privacy={words.privacy}
          sentMessage={words.sent}
        />
      </form>
    );
  },
);
