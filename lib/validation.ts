/**
 * The validation messages in the page's language, as plain text so that a server component
 * can hand them to a client island (lib/form-words.ts makes them from ui.validation).
 * `{Label}` is the field's label as written, `{label}` the same in lower case.
 */
export type ValidationWords = {
  /** An empty required field: text, choice (select) and checkbox. */
  required: string;
  chosen: string;
  tick: string;
  email: string;
  kenyanPhone: string;
  internationalPhone: string;
  password: string;
  /** Also fills `{example}`, a date like today's. */
  dateFormat: string;
  notInPast: string;
  accepted: string;
  passwordsMatch: string;
  pageAddress: string;
};

/** A validation message by name. */
export type Message = keyof ValidationWords;

/** What the engine says of a field left empty: a text, a choice, a box to tick. */
export type MissingMessage = 'required' | 'chosen' | 'tick';

/**
 * Field validators shared by every form. Each returns an error message from `words`, or
 * null when the value is fine. Messages name the field so they read well on their own to a
 * screen reader. `M` names the messages a validator may show: a form's words carry only those
 * of its own rules (lib/form-words.ts), and the types see that none is missing.
 */
export type Validator<M extends Message = never> = ((
  value: string,
  label: string,
  /** The whole form's values, for rules that compare fields. */
  values: Readonly<Record<string, string>>,
  words: Pick<ValidationWords, M>,
) => string | null) & {
  /** How a valid value is stored and sent, e.g. a phone number in one canonical form. */
  normalise?: (value: string) => string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const email: Validator<'email'> = (value, _label, _values, words) =>
  !value.trim() || EMAIL.test(value.trim()) ? null : words.email;

/**
 * A Kenyan mobile (Safaricom) number in any way people write it: 0712 345 678, 0112-345-678,
 * 254712345678, 2541…, +254 712 345 678, with or without spaces and dashes.
 * Returns the number as M-Pesa and SMS gateways take it, 2547XXXXXXXX or 2541XXXXXXXX, or
 * null when the text is not such a number.
 */
export function normaliseKenyanMobile(value: string): string | null {
  const match = /^(?:0|\+?254)([17]\d{8})$/.exec(value.trim().replace(/[\s\u2010-\u2015-]/g, ''));
  return match ? `254${match[1]}` : null;
}

/**
 * The rule of every Kenyan phone field (M-Pesa, mobile, business phone, contact, demo,
 * bookings): refuses anything normaliseKenyanMobile cannot read, and its `normalise` is what
 * the form stores and sends. Empty passes: pair it with `required` where the number is needed.
 */
export const kenyanMobile: Validator<'kenyanPhone'> = Object.assign(
  ((value, _label, _values, words) =>
    !value.trim() || normaliseKenyanMobile(value)
      ? null
      : words.kenyanPhone) satisfies Validator<'kenyanPhone'>,
  { normalise: (value: string) => normaliseKenyanMobile(value) ?? value },
);
