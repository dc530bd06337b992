'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { FacebookIcon, GoogleIcon } from '@/components/auth-icons';
import { CheckboxField } from '@/components/form/checkbox-field';
import { InputField } from '@/components/form/fields';
import { PasswordField } from '@/components/islands/password-field';
import { loginCopy } from '@/content/auth';
import {
  accepted,
  email,
  hasErrors,
  matches,
  required,
  validate,
  type Errors,
} from '@/lib/validation';

type Name = 'email' | 'password' | 'confirmPassword' | 'acceptTerms';

const labels: Record<Name, string> = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  acceptTerms: 'I accept the Terms & Conditions',
};

// How the error messages name each field: "Enter your password again."
const messageLabels: Record<Name, string> = { ...labels, confirmPassword: 'Password again' };

const order: readonly Name[] = ['email', 'password', 'confirmPassword', 'acceptTerms'];

const icons = { Google: GoogleIcon, Facebook: FacebookIcon };

function rules(values: Record<Name, string>) {
  return {
    email: [required, email],
    password: [required],
    confirmPassword: [required, matches(values.password, 'Passwords do not match.')],
    acceptTerms: [accepted],
  };
}

/**
 * The login card's form (D5). This site has no sign-in service: with `signInUrl` set, Login
 * and the social buttons hand over to the app; without it they say so and keep every value.
 */
export function LoginForm({ signInUrl }: { signInUrl: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Name, string>>({
    email: '',
    password: '',
    confirmPassword: '',
    acceptTerms: '',
  });
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [notice, setNotice] = useState<'form' | 'social' | null>(null);

  function change(name: Name, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    // Fields already flagged are re-checked as the visitor corrects them.
    const flagged = order.filter((field) => errors[field]);
    if (flagged.length) {
      const all = rules(next);
      const subset = Object.fromEntries(flagged.map((field) => [field, all[field]]));
      setErrors(validate(next, subset, messageLabels));
    }
  }

  function handOver(from: 'form' | 'social') {
    if (signInUrl) window.location.assign(signInUrl);
    else setNotice(from);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validate(values, rules(values), messageLabels);
    setErrors(found);
    if (hasErrors(found)) {
      setNotice(null);
      const first = order.find((name) => found[name]);
      const field = first ? formRef.current?.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    handOver('form');
  }

  const bind = (name: Exclude<Name, 'acceptTerms'>) => ({
    name,
    label: labels[name],
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
  });
  const errorCount = order.filter((name) => errors[name]).length;

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <InputField {...bind('email')} type="email" autoComplete="email" />
        <PasswordField {...bind('password')} autoComplete="current-password" />
        <PasswordField
          {...bind('confirmPassword')}
          autoComplete="current-password"
          toggleLabel="Show confirm password"
        />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CheckboxField
            name="acceptTerms"
            required
            checked={values.acceptTerms === 'true'}
            error={errors.acceptTerms}
            onChange={(event) => change('acceptTerms', event.target.checked ? 'true' : '')}
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
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Login
        </button>
        <div role="status" className="empty:hidden">
          {errorCount > 0 ? (
            <p className="text-sm font-medium text-red-700">
              {errorCount === 1 ? '1 field needs' : `${errorCount} fields need`} your attention.
            </p>
          ) : notice === 'form' ? (
            <Unavailable />
          ) : null}
        </div>
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
            <button
              key={provider}
              type="button"
              onClick={() => handOver('social')}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
            >
              <Icon />
              {provider}
            </button>
          );
        })}
      </div>
      <div role="status" className="mt-4 empty:hidden">
        {notice === 'social' ? <Unavailable /> : null}
      </div>
    </>
  );
}

function Unavailable() {
  return (
    <p className="rounded-lg bg-amber-50 p-4 text-sm font-medium text-amber-950">
      {loginCopy.signInUnavailable}
    </p>
  );
}
