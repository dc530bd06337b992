import { InputField } from './fields';
import {
  FOR_ME,
  FOR_SOMEONE_ELSE,
  SEND_TO_GUEST,
  SEND_TO_ME,
  type ForSomeoneWords,
} from '@/lib/someone-else';
import { fill } from '@/lib/template';

type FieldProps = React.ComponentProps<typeof InputField> & { value: string };

type ChoiceProps = {
  field: FieldProps;
  legend: string;
  options: readonly { value: string; label: string }[];
  className?: string;
};

/** One of a few choices, as radio buttons in a fieldset whose legend names them. */
function RadioChoice({ field, legend, options, className }: ChoiceProps) {
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
          >
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Props = {
  words: ForSomeoneWords;
  /** What the business sends back: "the confirmation and the deposit details". */
  what: string;
  /** The form's field props by name (use-form's `field`, or clearingChanges'). */
  field: (name: 'bookedFor' | 'guestName' | 'guestPhone' | 'sendTo') => FieldProps;
};

/**
 * "Who is it for?" (D37): me, or someone else, whose name and mobile number follow with the
 * choice of who receives the reply. The guest's fields show by CSS alone when "Someone else"
 * is checked, so they appear on the first tap, before the page's script has run too; what is
 * typed there is kept (use-typed-before-hydration.ts).
 */
export function SomeoneElseFields({ words, what, field }: Props) {
  return (
    <div className="group/whom grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <RadioChoice
        field={field('bookedFor')}
        legend={words.legend}
        options={[
          { value: FOR_ME, label: words.me },
          { value: FOR_SOMEONE_ELSE, label: words.someoneElse },
        ]}
        className="sm:col-span-2"
      />
      <div className="hidden gap-5 group-has-[[value=someone-else]:checked]/whom:grid sm:col-span-2 sm:grid-cols-2">
        <InputField {...field('guestName')} />
        <InputField {...field('guestPhone')} hint={words.phoneHint} />
        <RadioChoice
          field={field('sendTo')}
          legend={fill(words.sendTo.legend, { what })}
          options={[
            { value: SEND_TO_ME, label: words.sendTo.me },
            { value: SEND_TO_GUEST, label: words.sendTo.them },
          ]}
          className="sm:col-span-2"
        />
      </div>
    </div>
  );
}
