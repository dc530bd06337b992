import { CheckboxField } from '@/components/form/checkbox-field';
import { Field, InputField, SelectField } from '@/components/form/fields';
import { kenyaCounties } from '@/content/kenya-counties';
import { cn } from '@/lib/cn';
import type { SignupWords } from '@/lib/form-words';
import { isKenya, pageHost, type SignupField, type SignupValues } from '@/lib/signup';
import { fill } from '@/lib/template';
import type { Bind } from './fields';

const countyOptions = kenyaCounties.map((county) => ({ value: county, label: county }));

type Props = {
  bind: Bind;
  words: SignupWords;
  values: SignupValues;
  errors: Partial<Record<SignupField, string>>;
  onToggle: (name: 'sameAsPhone' | 'acceptTerms', checked: boolean) => void;
};

export function BusinessStep({ bind, words, values, errors, onToggle }: Props) {
  const { wizard, hints } = words;
  const kenya = isKenya(values);
  const phoneHint = kenya ? hints.kenyanPhone : hints.internationalPhone;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField {...bind('businessName')} className="sm:col-span-2" />
      <InputField {...bind('businessAddress')} className="sm:col-span-2" />
      <SelectField {...bind('country')} options={words.countries} />
      {kenya ? (
        <SelectField
          {...bind('county')}
          options={countyOptions}
          placeholder={wizard.chooseCounty}
        />
      ) : (
        <InputField {...bind('county')} />
      )}
      <InputField {...bind('mobile')} hint={phoneHint} />
      <div>
        <InputField
          {...bind('businessPhone')}
          readOnly={values.sameAsPhone}
          hint={values.sameAsPhone ? wizard.copiedPhone : undefined}
        />
        <CheckboxField
          name="sameAsPhone"
          label={words.labels.sameAsPhone}
          checked={values.sameAsPhone}
          onChange={(event) => onToggle('sameAsPhone', event.target.checked)}
          className="mt-2"
        />
      </div>
      <SelectField
        {...bind('businessType')}
        options={words.businessTypes}
        placeholder={wizard.chooseBusinessType}
      />
      <SelectField
        {...bind('serviceLocation')}
        options={words.serviceLocations}
        placeholder={wizard.chooseServiceLocation}
      />
      <SelectField
        {...bind('securityQuestion')}
        options={words.securityQuestions}
        placeholder={wizard.chooseQuestion}
      />
      <InputField {...bind('securityAnswer')} />
      <PersonalizedLink {...bind('personalizedLink')} words={wizard} />
      <CheckboxField
        name="acceptTerms"
        required
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        onChange={(event) => onToggle('acceptTerms', event.target.checked)}
        className="sm:col-span-2"
        label={
          <>
            {words.acceptTerms.before}{' '}
            <a href={words.acceptTerms.href} className="font-medium text-brand-800 underline">
              {words.acceptTerms.terms}
            </a>
          </>
        }
      />
    </div>
  );
}

/** The business page address: the site's host as a visible prefix, then the slug. */
function PersonalizedLink({
  label,
  name,
  value,
  error,
  onChange,
  words,
}: ReturnType<Bind> & { words: SignupWords['wizard'] }) {
  return (
    <Field
      label={label}
      name={name}
      error={error}
      required
      hint={fill(words.pageHint, { address: `${pageHost}/${value || words.pagePlaceholder}` })}
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
