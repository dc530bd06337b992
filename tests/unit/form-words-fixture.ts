import { dictionaryOf } from '@/content/dictionary';
import { formWords } from '@/lib/form-words';
import type { Lang } from '@/lib/i18n';
import type { Message, Validator } from '@/lib/validation';

const everyMessage: Message[] = [
  'required',
  'chosen',
  'tick',
  'email',
  'kenyanPhone',
  'internationalPhone',
  'password',
  'dateFormat',
  'notInPast',
  'accepted',
  'passwordsMatch',
  'pageAddress',
];

/** The engine's words as a page of each language hands them to a contact form with every rule. */
export const engineWords = (lang: Lang = 'en') =>
  formWords(dictionaryOf(lang), { kind: 'contact', messages: everyMessage });

/** A validator with its messages in `lang`, called as (value, label, values?). */
export function inLanguage<V extends Validator<Message>>(rule: V, lang: Lang = 'en') {
  const words = engineWords(lang).validation;
  return Object.assign(
    (value: string, label: string, values: Record<string, string> = {}) =>
      rule(value, label, values, words),
    { normalise: rule.normalise },
  );
}
