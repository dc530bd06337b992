import Link from 'next/link';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Field, InputField, SelectField } from '@/components/form/fields';
import { businessTypeOptions } from '@/content/business-types';
import { kenyaCounties } from '@/content/kenya-counties';
import { cn } from '#cn';
import {
  countries,
  securityQuestions,
  serviceLocations,
  signupHints,
  signupLabels,
} from '@/content/signup';
import { isKenya, pageHost, type SignupField, type SignupValues } from '@/lib/signup';
import type { Bind } from './fields';

const countyOptions = kenyaCounties.map((county) => ({ value: county, label: county }));

type Props = {
  bind: Bind;
  values: SignupValues;
  errors: Partial<Record<SignupField, string>>;
  onToggle: (name: 'sameAsPhone' | 'acceptTerms', checked: boolean) => void;
};

export function BusinessStep({ bind, values, errors, onToggle }: Props) {
  const kenya = isKenya(values);
  const phoneHint = kenya ? signupHints.kenyanPhone : signupHints.internationalPhone;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField {...bind('businessName')} className="sm:col-span-2" />
      <InputField {...bind('businessAddress')} className="sm:col-span-2" />
      <SelectField {...bind('country')} options={countries} />
      {kenya ? (
        <SelectField {...bind('county')} options={countyOptions} placeholder="Choose a county" />
      ) : (
        <InputField {...bind('county')} />
      )}
      <InputField {...bind('mobile')} hint={phoneHint} />
      <div>
        <InputField
          {...bind('businessPhone')}
          readOnly={values.sameAsPhone}
          hint={values.sameAsPhone ? 'Copied from your mobile number.' : undefined}
        />
        <CheckboxField
          name="sameAsPhone"
          label={signupLabels.sameAsPhone}
          checked={values.sameAsPhone}
          onChange={(event) => onToggle('sameAsPhone', event.target.checked)}
          className="mt-2"
        />
      </div>
      <SelectField
        {...bind('businessType')}
        options={businessTypeOptions}
        placeholder="Choose a business type"
      />
      <SelectField
        {...bind('serviceLocation')}
        options={serviceLocations}
        placeholder="Choose one"
      />
      <SelectField
        {...bind('securityQuestion')}
        options={securityQuestions}
        placeholder="Choose a question"
      />
      <InputField {...bind('securityAnswer')} />
      <PersonalizedLink {...bind('personalizedLink')} />
      <CheckboxField
        name="acceptTerms"
        required
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        onChange={(event) => onToggle('acceptTerms', event.target.checked)}
        className="sm:col-span-2"
        label={
          <>
            I accept the{' '}
            <Link prefetch={false} href="/terms" className="font-medium text-brand-800 underline">
              Terms &amp; Conditions
            </Link>
          </>
        }
      />
    </div>
  );
}

/** The business page address: the site's host as a visible prefix, then the slug. */
function PersonalizedLink({ label, name, value, error, onChange }: ReturnType<Bind>) {
  return (
    <Field
      label={label}
      name={name}
      error={error}
      required
      hint={`Your business page: ${pageHost}/${value || 'your-business'}`}
      className="sm:col-span-2"
    >
      {(props) => (
        <div className="flex">
          <span
            aria-hidden="true"
            className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-700"
          >
            {pageHost}/
          </span>
          <input
            {...props}
            value={value}
            onChange={onChange}
            autoCapitalize="none"
            spellCheck={false}
            className={cn(props.className, 'min-w-0 rounded-l-none')}
          />
        </div>
      )}
    </Field>
  );
}
