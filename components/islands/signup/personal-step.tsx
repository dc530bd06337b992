import { InputField } from '@/components/form/fields';
import { PasswordField } from '@/components/islands/password-field';
import type { SignupWords } from '@/lib/form-words';
import type { Bind } from './fields';

export function PersonalStep({ bind, words }: { bind: Bind; words: SignupWords }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField {...bind('firstName')} />
      <InputField {...bind('lastName')} />
      <InputField {...bind('email')} className="sm:col-span-2" />
      <PasswordField
        {...bind('password')}
        hint={words.hints.password}
        toggleLabel={words.showPassword}
        className="sm:col-span-2"
      />
    </div>
  );
}
