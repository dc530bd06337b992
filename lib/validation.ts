/**
 * Field validators shared by every form. Each returns an error message, or null when the
 * value is fine. Messages name the field so they read well on their own to a screen reader.
 */
export type Validator = (value: string, label: string) => string | null;

export type Rules<Name extends string> = Partial<Record<Name, readonly Validator[]>>;

export type Errors<Name extends string> = Partial<Record<Name, string>>;

export const required: Validator = (value, label) =>
  value.trim() ? null : `Enter your ${label.toLowerCase()}.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const email: Validator = (value) =>
  !value.trim() || EMAIL.test(value.trim())
    ? null
    : 'Enter an email address like name@example.com.';

const KENYAN_PHONE = /^(?:0[17]\d{8}|\+?254[17]\d{8})$/;
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

export function normalisePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** Kenyan numbers: 07XXXXXXXX, 01XXXXXXXX or +254… */
export const kenyanPhone: Validator = (value) =>
  !value.trim() || KENYAN_PHONE.test(normalisePhone(value))
    ? null
    : 'Enter a Kenyan phone number like 0712 345 678 or +254 712 345 678.';

/** Numbers outside Kenya, in international format. */
export const internationalPhone: Validator = (value) =>
  !value.trim() || INTERNATIONAL_PHONE.test(normalisePhone(value))
    ? null
    : 'Enter the number in international format, starting with + and the country code.';

/** Any phone a visitor in Kenya or abroad may give: Kenyan or international format. */
export const phone: Validator = (value) =>
  !value.trim() ||
  KENYAN_PHONE.test(normalisePhone(value)) ||
  INTERNATIONAL_PHONE.test(normalisePhone(value))
    ? null
    : 'Enter a phone number like 0712 345 678 or +254 712 345 678.';

export const password: Validator = (value) =>
  !value
    ? null
    : value.length < 8 || !/[A-Za-z]/.test(value) || !/\d/.test(value)
      ? 'Use at least 8 characters with at least one letter and one digit.'
      : null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the visitor's own time zone, as a date input writes it: YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date (YYYY-MM-DD, as date inputs give it) that is today or later. */
export const notInPast: Validator = (value, label) =>
  !value.trim()
    ? null
    : !ISO_DATE.test(value.trim())
      ? `Enter the ${label.toLowerCase()} as a date like ${todayIso()}.`
      : value.trim() < todayIso()
        ? `Choose a ${label.toLowerCase()} from today onwards.`
        : null;

/** Run `rules` over `values`; the result has an entry only for fields that failed. */
export function validate<Name extends string>(
  values: Record<Name, string>,
  rules: Rules<Name>,
  labels: Record<Name, string>,
): Errors<Name> {
  const errors: Errors<Name> = {};
  for (const name of Object.keys(rules) as Name[]) {
    for (const rule of rules[name] ?? []) {
      const message = rule(values[name] ?? '', labels[name]);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}
