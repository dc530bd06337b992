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

/**
 * A Kenyan mobile number in any way people write it: 0712 345 678, 0112-345-678,
 * 254712345678, 2541…, +254 712 345 678, with or without spaces and dashes. Returns it as
 * SMS gateways and WhatsApp take it, 2547XXXXXXXX or 2541XXXXXXXX, or null if it is not one.
 */
export function normaliseKenyanMobile(value: string): string | null {
  const match = /^(?:0|\+?254)([17]\d{8})$/.exec(value.trim().replace(/[\s\u2010-\u2015-]/g, ''));
  return match ? `254${match[1]}` : null;
}

/**
 * The rule for a Kenyan mobile number; its `normalise` is what the form sends. Empty passes:
 * pair it with `required` where the number is needed.
 */
export const kenyanMobile: Validator & { normalise: (value: string) => string } = Object.assign(
  (value: string) =>
    !value.trim() || normaliseKenyanMobile(value)
      ? null
      : 'Enter a Kenyan mobile number like 0712 345 678, 0112 345 678 or +254 712 345 678.',
  { normalise: (value: string) => normaliseKenyanMobile(value) ?? value },
);

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

/** For a checkbox held as '' or 'true': it must be ticked. */
export const accepted: Validator = (value) =>
  value ? null : 'Accept the Terms & Conditions to continue.';

/** For a select: a choice must be made. */
export const chosen: Validator = (value, label) =>
  value ? null : `Choose your ${label.toLowerCase()}.`;

/** The value must equal `expected`, e.g. a password typed twice. */
export function matches(expected: string, message: string): Validator {
  return (value) => (!value || value === expected ? null : message);
}

/** A business page address: lowercase letters, digits and single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 63;

export const slug: Validator = (value) =>
  !value || (SLUG.test(value) && value.length <= SLUG_MAX)
    ? null
    : 'Use lowercase letters, digits and hyphens only, like amani-salon.';

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

/** Safaricom lines as M-Pesa takes them: 07XXXXXXXX or 2547XXXXXXXX. */
const MPESA_PHONE = /^(?:07\d{8}|\+?2547\d{8})$/;

export const mpesaPhone: Validator = (value) =>
  !value.trim() || MPESA_PHONE.test(normalisePhone(value))
    ? null
    : 'Enter your M-Pesa number like 0712 345 678 or 254712345678.';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardNumber: Validator = (value) => {
  if (!value.trim()) return null;
  const number = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return 'Enter the 12 to 19 digits on the front of your card.';
  return luhn(number) ? null : 'This card number is not valid: check the digits.';
};

/** Card numbers as people read them: in groups of four. */
export function groupCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry date MM/YY: a real month, and not before the month of `now`. */
export function cardExpiry(now: Date): Validator {
  return (value) => {
    if (!value.trim()) return null;
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
    if (!match) return 'Enter the expiry date as MM/YY, like 08/29.';
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return 'Enter a real month, from 01 to 12.';
    const expired = year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
    return expired ? 'This card has expired: use another card.' : null;
  };
}

/** Typing help for MM/YY: the slash appears after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const cvv: Validator = (value) =>
  !value.trim() || /^\d{3,4}$/.test(value.trim())
    ? null
    : 'Enter the 3 or 4 digit security code (CVV).';

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
