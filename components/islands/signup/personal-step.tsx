import { InputField } from '@/components/form/fields';
import { PasswordField } from '@/components/islands/password-field';
import { signupHints } from '@/content/signup';
import type { Bind } from './fields';

export function PersonalStep({ bind }: { bind: Bind }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField {...bind('firstName')} />
      <InputField {...bind('lastName')} />
      <InputField {...bind('email')} className="sm:col-span-2" />
      <PasswordField {...bind('password')} hint={signupHints.password} className="sm:col-span-2" />
    </div>
  );
}
