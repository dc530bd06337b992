'use client';

import { island } from './island';
import { FacebookIcon, GoogleIcon } from '@/components/auth-icons';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormActions } from '@/components/form/form-actions';
import { FormStatus } from '@/components/form/form-status';
import { InputField } from '@/components/form/fields';
import { useForm, type FormState } from '@/components/form/use-form';
import { PasswordField } from '@/components/islands/password-field';
import { awaitingScript, useHydrated } from '@/components/islands/use-hydrated';
import type { LoginWords } from '@/lib/form-words';
import { emailField, type Fields } from '@/lib/forms';
import { sameAs } from '@/lib/field-rules';
import { useState } from 'react';

function loginFields(words: LoginWords) {
  return {
    email: { ...emailField, label: words.email },
    password: {
      label: words.password,
      type: 'password',
      required: true,
      autoComplete: 'current-password',
    },
    confirmPassword: {
      label: words.confirmPassword,
      errorLabel: words.confirmPasswordError,
      type: 'password',
      required: true,
      rules: [sameAs('password')],
      autoComplete: 'current-password',
    },
    acceptTerms: {
      label: words.acceptTerms.label,
      type: 'checkbox',
      required: words.form.validation.accepted,
    },
  } satisfies Fields<string>;
}

/** The social providers' names are brands: they stay as they are in every language. */
const socialProviders = ['Google', 'Facebook'] as const;
const icons = { Google: GoogleIcon, Facebook: FacebookIcon };

type Props = {
  signInUrl: string;
  /** The page's words for this form (lib/form-words.ts). */
  words: LoginWords;
};

/**
 * The login card's form (D5). This site has no sign-in service: with `signInUrl` set, Login
 * and the social buttons hand over to the app; without it they say so and keep every value.
 */
export const LoginForm = island('LoginForm', function LoginForm({ signInUrl, words }: Props) {
  const [social, setSocial] = useState<FormState>({ status: 'idle' });
  const ready = useHydrated();
  const unavailable: FormState = { status: 'notice', message: words.signInUnavailable };
  const form = useForm(loginFields(words), {
    words: words.form,
    send: async () => {
      setSocial({ status: 'idle' });
      return handOver();
    },
  });

  function handOver(): FormState {
    if (!signInUrl) return unavailable;
    window.location.assign(signInUrl);
    return { status: 'sending' };
  }

  return (
    <>
      <form {...form.formProps} className="space-y-5">
        <InputField {...form.field('email')} />
        <PasswordField {...form.field('password')} toggleLabel={words.showPassword} />
        <PasswordField {...form.field('confirmPassword')} toggleLabel={words.showConfirmPassword} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CheckboxField
            {...form.checkbox('acceptTerms')}
            label={
              <>
                {words.acceptTerms.before}{' '}
                <a href={words.acceptTerms.href} className="font-medium text-brand-800 underline">
                  {words.acceptTerms.terms}
                </a>
              </>
            }
          />
          <a
            href={words.forgotPasswordHref}
            className="text-sm font-semibold text-brand-800 underline"
          >
            {words.forgotPassword}
          </a>
        </div>
        <FormActions form={form} stacked submitLabel={words.submit} privacy={words.privacy} />
      </form>

      <div className="mt-8 flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        <p>{words.orContinueWith}</p>
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {socialProviders.map((provider) => {
          const Icon = icons[provider];
          return (
            <Button
              key={provider}
              variant="secondary"
              disabled={!ready}
              {...awaitingScript(ready)}
              onClick={() => {
                form.report({ status: 'idle' });
                setSocial(handOver());
              }}
            >
              <Icon />
              {provider}
            </Button>
          );
        })}
      </div>
      <FormStatus state={social} errorCount={0} words={words.form} />
    </>
  );
});
