'use client';

import { Link } from '@/components/link';
import { FacebookIcon, GoogleIcon } from '@/components/auth-icons';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormActions } from '@/components/form/form-actions';
import { FormStatus } from '@/components/form/form-status';
import { InputField } from '@/components/form/fields';
import { useForm, type FormState } from '@/components/form/use-form';
import { PasswordField } from '@/components/islands/password-field';
import { loginCopy } from '@/content/auth';
import { formPrivacy } from '@/content/form-privacy';
import { emailField, type Fields } from '@/lib/forms';
import { sameAs } from '@/lib/validation';
import { useState } from 'react';

const fields = {
  email: emailField,
  password: {
    label: 'Password',
    type: 'password',
    required: true,
    autoComplete: 'current-password',
  },
  confirmPassword: {
    label: 'Confirm Password',
    errorLabel: 'Password again',
    type: 'password',
    required: true,
    rules: [sameAs('password', 'Passwords do not match.')],
    autoComplete: 'current-password',
  },
  acceptTerms: {
    label: 'I accept the Terms & Conditions',
    type: 'checkbox',
    required: 'Accept the Terms & Conditions to continue.',
  },
} satisfies Fields<string>;

const icons = { Google: GoogleIcon, Facebook: FacebookIcon };

const unavailable: FormState = { status: 'notice', message: loginCopy.signInUnavailable };

/**
 * The login card's form (D5). This site has no sign-in service: with `signInUrl` set, Login
 * and the social buttons hand over to the app; without it they say so and keep every value.
 */
export function LoginForm({ signInUrl }: { signInUrl: string }) {
  const [social, setSocial] = useState<FormState>({ status: 'idle' });
  const form = useForm(fields, {
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
        <PasswordField {...form.field('password')} />
        <PasswordField {...form.field('confirmPassword')} toggleLabel="Show confirm password" />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CheckboxField
            {...form.checkbox('acceptTerms')}
            label={
              <>
                I accept the{' '}
                <Link
                  prefetch={false}
                  href="/terms"
                  className="font-medium text-brand-800 underline"
                >
                  Terms &amp; Conditions
                </Link>
              </>
            }
          />
          <Link
            prefetch={false}
            href="/forgot-password"
            className="text-sm font-semibold text-brand-800 underline"
          >
            Forgot Password?
          </Link>
        </div>
        <FormActions form={form} stacked submitLabel="Login" privacy={formPrivacy.login} />
      </form>

      <div className="mt-8 flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        <p>Or continue with</p>
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {loginCopy.social.map((provider) => {
          const Icon = icons[provider];
          return (
            <Button
              key={provider}
              variant="secondary"
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
      <FormStatus state={social} errorCount={0} />
    </>
  );
}
