import { InputField } from '@/components/form/fields';
import { PasswordField } from '@/components/islands/password-field';
import { signupHints } from '@/content/signup';
import type { Bind } from './fields';

export function PersonalStep({ bind }: { bind: Bind }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField {...bind('firstName')} required autoComplete="given-name" />
      <InputField {...bind('lastName')} required autoComplete="family-name" />
      <InputField
        {...bind('email')}
        type="email"
        required
        autoComplete="email"
        className="sm:col-span-2"
      />
      <PasswordField
        {...bind('password')}
        required
        autoComplete="new-password"
        hint={signupHints.password}
        className="sm:col-span-2"
      />
    </div>
  );
}
