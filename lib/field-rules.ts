import { localIsoDate } from '@/lib/dates';
import { fill } from '@/lib/template';
import type { Validator } from '@/lib/validation';

/*
 * The rules only some forms use: the sign-up (phones abroad, passwords, page addresses), the
 * demo request (dates) and the login (a password typed twice). They live apart from
 * lib/validation.ts because a module goes into a chunk whole: the footer's newsletter form, on
 * every page, loads lib/validation.ts, and carried these too.
 */

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

/** A date (YYYY-MM-DD, as date inputs give it) that is today or later. */
export const notInPast: Validator<'dateFormat' | 'notInPast'> = (value, label, _values, words) => {
  const today = localIsoDate(new Date());
  return !value.trim()
    ? null
    : !ISO_DATE.test(value.trim())
      ? fill(words.dateFormat, { Label: label, example: today })
      : value.trim() < today
        ? fill(words.notInPast, { Label: label })
        : null;
};

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
