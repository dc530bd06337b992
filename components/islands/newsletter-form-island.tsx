'use client';

import { island } from './island';
import { FormActions } from '@/components/form/form-actions';
import { Honeypot, InputField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import type { NewsletterFormWords } from '@/lib/form-words';
import { emailField } from '@/lib/forms';

type Props = {
  /** The page's words for this form (lib/form-words.ts). */
  words: NewsletterFormWords;
  /** The submit button's text when not the usual Subscribe (Get Started on /services). */
  action?: string;
  /** For tests; pages use the build's endpoint. */
  endpoint?: string;
};

/** The newsletter sign-up (rendered through ./newsletter-form). */
export const NewsletterFormIsland = island(
  'NewsletterFormIsland',
  function NewsletterFormIsland({ words, action = words.submit, endpoint }: Props) {
    const form = useForm(
      { email: { ...emailField, label: words.label } },
      { words: words.form, kind: 'newsletter', endpoint },
    );
    return (
      <form {...form.formProps} className="relative space-y-3">
        <InputField
          {...form.field('email')}
          placeholder={words.placeholder}
          className="[&_label]:text-inherit"
        />
        <Honeypot {...form.honeypot} />
        <FormActions
          form={form}
          submitLabel={action}
          variant="accent"
          privacy={words.privacy}
          sentMessage={words.sent}
        />
      </form>
    );
  },
);
