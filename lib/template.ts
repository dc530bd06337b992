import type { Lang } from '@/content/i18n/languages';

/**
 * The site's one message format: text with named "{slot}" placeholders, filled by `fill()`.
 * A translator edits the words around the slots without reading code.
 *
 * A slot whose name is capitalised in `values` ("{Label}") takes the value as written; the same
 * name in lower case ("{label}") takes it in lower case, as "Enter your {label}." needs.
 * Unknown slots stay as they are.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    if (name in values) return String(values[name]);
    const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
    return capitalised in values ? String(values[capitalised]).toLowerCase() : slot;
  });
}

/**
 * A message whose words follow a count: `{ one: '{count} review', other: '{count} reviews' }`.
 * Both forms are templates in the one format; `{count}` is the count as written by the caller.
 */
export type Plural = { readonly one: string; readonly other: string };

export type PluralForm = keyof Plural;

/**
 * Which form a count takes, per language. English and Kiswahili both use "one" for exactly 1
 * and "other" for everything else, 0 and fractions included (CLDR's rule for both: i = 1 and
 * v = 0). Written here rather than read from `Intl.PluralRules`: the browser's Intl data is
 * not needed for two rules this small, and the result is the same on every engine
 * (docs/languages.md).
 */
const pluralRules: Record<Lang, (count: number) => PluralForm> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  sw: (count) => (count === 1 ? 'one' : 'other'),
};

/**
 * Fills the form of `message` that `count` takes in `lang`. `{count}` is the count, unless
 * `values` gives it written another way (`{ count: '1,204' }`).
 */
export function fillCount(
  lang: Lang,
  message: Plural,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(message[pluralRules[lang](count)], { count, ...values });
}

/**
 * A title or heading the site writes, starting with a capital as a sentence does: a template
 * may open with a word that is lower case inside a sentence ("saluni 7 za kucha katika …").
 */
export function sentenceCase(text: string, locale?: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
