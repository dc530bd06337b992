import { fill } from '@/lib/template';

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

const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

/** Numbers outside Kenya, in international format; sent without spaces or dashes. */
export const internationalPhone: Validator<'internationalPhone'> = Object.assign(
  ((value, _label, _values, words) =>
    !value.trim() || INTERNATIONAL_PHONE.test(stripPhone(value))
      ? null
      : words.internationalPhone) satisfies Validator<'internationalPhone'>,
  { normalise: stripPhone },
);

function stripPhone(value: string): string {
  return value.replace(/[\s().\u2010-\u2015-]/g, '');
}

export const password: Validator<'password'> = (value, _label, _values, words) =>
  !value
    ? null
    : value.length < 8 || !/[A-Za-z]/.test(value) || !/\d/.test(value)
      ? words.password
      : null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the visitor's own time zone, as a date input writes it: YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date (YYYY-MM-DD, as date inputs give it) that is today or later. */
export const notInPast: Validator<'dateFormat' | 'notInPast'> = (value, label, _values, words) =>
  !value.trim()
    ? null
    : !ISO_DATE.test(value.trim())
      ? fill(words.dateFormat, { Label: label, example: todayIso() })
      : value.trim() < todayIso()
        ? fill(words.notInPast, { Label: label })
        : null;

/** The value must equal the form's field `other`, e.g. a password typed twice. */
export function sameAs(other: string): Validator<'passwordsMatch'> {
  return (value, _label, values, words) =>
    !value || value === values[other] ? null : words.passwordsMatch;
}

/** A business page address: lowercase letters, digits and single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 63;

export const slug: Validator<'pageAddress'> = (value, _label, _values, words) =>
  !value || (SLUG.test(value) && value.length <= SLUG_MAX) ? null : words.pageAddress;

/** A suggested page address from a business name: "Amani Hair & Beauty" → "amani-hair-and-beauty". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}
