import { contact, formEndpoint } from '@/content/contact';
import { fill } from '@/lib/template';
import {
  email,
  kenyanMobile,
  type Message,
  type MissingMessage,
  type ValidationWords,
  type Validator,
} from '@/lib/validation';

/**
 * The form engine's pure half (the hook is components/form/use-form.ts). Each field is
 * declared once, here-shaped: its label, its input type, whether it is required and its
 * rules. The inputs' `type` and `required` attributes, the checks and the data sent all come
 * from that declaration.
 *
 * Every form on the site submits through here. With a form endpoint configured at build time
 * the data is POSTed as JSON; without one, the visitor's email app is opened with the message
 * addressed to the business, and the form says so. Nothing is ever pretended.
 *
 * Nothing here holds words: labels come with each declaration, messages with `FormWords`,
 * both in the page's language (lib/form-words.ts), so a page's bundle carries only its own.
 */
export type FormKind =
  | 'contact'
  | 'newsletter'
  | 'demo'
  | 'signup'
  | 'forgot-password'
  | 'booking'
  | 'waitlist'
  | 'class'
  | 'gift-voucher';

export type FieldType =
  'text' | 'email' | 'tel' | 'password' | 'date' | 'textarea' | 'select' | 'checkbox';

/** `M`: the validation messages the field's rules may show (see Validator). */
export type FieldSpec<M extends Message = Message> = {
  /** In the page's language; error messages and the email fallback use it too. */
  label: string;
  type?: FieldType;
  /** True, or the message to show when it is missing (a checkbox's is worth writing). */
  required?: boolean | string;
  rules?: readonly Validator<M>[];
  autoComplete?: string;
  /** What error messages call the field when the label reads badly there. */
  errorLabel?: string;
  /** Typing help applied as the visitor types, e.g. card numbers in groups of four. */
  format?: (value: string) => string;
};

export type Fields<Name extends string, M extends Message = Message> = Record<Name, FieldSpec<M>>;

/** The messages a form with rules showing `M` needs: those, and those for a missing value. */
export type FormMessages<M extends Message> = Pick<ValidationWords, M | MissingMessage>;

/**
 * The attributes a declaration gives its input: label, `required`, `autocomplete`, and `type`
 * for an <input> (a textarea or select has none).
 */
export function fieldAttributes(spec: FieldSpec<Message>) {
  const type = spec.type ?? 'text';
  const common = {
    label: spec.label,
    required: Boolean(spec.required),
    autoComplete: spec.autoComplete,
  };
  return type === 'textarea' || type === 'select' ? common : { ...common, type };
}

/** Declarations several forms share; each form gives the label in its page's language. */
export const emailField = {
  type: 'email',
  required: true,
  rules: [email],
  autoComplete: 'email',
} as const satisfies Omit<FieldSpec, 'label'>;

/** A Kenyan mobile number, sent as 2547…/2541… (see kenyanMobile). */
export const phoneField = {
  type: 'tel',
  required: true,
  rules: [kenyanMobile],
  autoComplete: 'tel',
} as const satisfies Omit<FieldSpec, 'label'>;

/** What the form holds: text as typed; a checkbox is 'true' when ticked, '' when not. */
export type Values<Name extends string> = Record<Name, string>;

export type Errors<Name extends string> = Partial<Record<Name, string>>;

/** The empty values of a declaration: '' everywhere, overridden by `initial`. */
export function emptyValues<Name extends string>(
  fields: Fields<Name>,
  initial: Partial<Values<Name>> = {},
): Values<Name> {
  const names = Object.keys(fields) as Name[];
  return Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Values<Name>;
}

function missing(spec: FieldSpec<Message>, words: Pick<ValidationWords, MissingMessage>): string {
  if (typeof spec.required === 'string') return spec.required;
  const Label = spec.errorLabel ?? spec.label;
  if (spec.type === 'select') return fill(words.chosen, { Label });
  if (spec.type === 'checkbox') return fill(words.tick, { Label });
  return fill(words.required, { Label });
}

/** The first problem of each field in `names` (all by default), in declaration order. */
export function validateFields<Name extends string, M extends Message>(
  fields: Fields<Name, M>,
  values: Values<Name>,
  words: FormMessages<M>,
  names: readonly Name[] = Object.keys(fields) as Name[],
): Errors<Name> {
  const errors: Errors<Name> = {};
  for (const name of names) {
    const spec = fields[name];
    const value = values[name] ?? '';
    const empty = spec.type === 'checkbox' ? !value : !value.trim();
    if (empty) {
      if (spec.required) errors[name] = missing(spec, words);
      continue;
    }
    for (const rule of spec.rules ?? []) {
      const message = rule(value, spec.errorLabel ?? spec.label, values, words);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}

export function errorCount(errors: Partial<Record<string, string>>): number {
  return Object.values(errors).filter(Boolean).length;
}

/**
 * What a form sends: each field as its rules normalise it (a phone number as 2547…), a
 * checkbox as true/false, every other character exactly as typed.
 */
export function formData<Name extends string>(
  fields: Fields<Name>,
  values: Values<Name>,
  names: readonly Name[] = Object.keys(fields) as Name[],
): Record<Name, string | boolean> {
  const data = {} as Record<Name, string | boolean>;
  for (const name of names) {
    const spec = fields[name];
    const value = values[name] ?? '';
    data[name] =
      spec.type === 'checkbox'
        ? value === 'true'
        : (spec.rules ?? []).reduce((text, rule) => rule.normalise?.(text) ?? text, value);
  }
  return data;
}

export type FormData = Record<string, string | boolean>;

export type SubmitResult =
  { status: 'sent' } | { status: 'mailto'; href: string } | { status: 'error'; message: string };

/**
 * What the sending half says, in the page's language, the same for every form: how a ticked
 * box reads in an email, and why a send failed (`{status}` is the server's answer).
 */
export type SendWords = {
  yes: string;
  errors: { status: string; timeout: string; offline: string };
};

export type SubmitOptions = {
  words: SendWords;
  /** The email's subject when the form falls back to email (lib/form-words.ts, per form). */
  subject: string;
  /** Where to POST; the build's NEXT_PUBLIC_FORM_ENDPOINT unless given (tests give one). */
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** How the email fallback names each field: the declared labels. */
  labels?: Record<string, string>;
  /**
   * Secrets (the sign-up's security answer): sent only to an HTTPS endpoint. Anywhere else,
   * email included, the value is left out and this text stands in its place.
   */
  secrets?: Record<string, string>;
};

/** Name of the hidden field that people never see and bots fill in. */
export const HONEYPOT = 'company_website';

/** A field's name in the email: its declared label, else its key made readable. */
function humanise(key: string, labels: Record<string, string> = {}): string {
  if (labels[key]) return labels[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A mailto: link with the form's fields as the body, addressed to the business. */
export function mailtoHref(
  subject: string,
  data: FormData,
  words: Pick<SendWords, 'yes'>,
  labels?: Record<string, string>,
): string {
  const subjectField = typeof data.subject === 'string' ? ` (${data.subject})` : '';
  const body = Object.entries(data)
    .filter(([key, value]) => key !== HONEYPOT && value !== '' && value !== false)
    .map(([key, value]) => `${humanise(key, labels)}: ${value === true ? words.yes : value}`)
    .join('\n');
  const query = `subject=${encodeURIComponent(subject + subjectField)}&body=${encodeURIComponent(body)}`;
  return `mailto:${contact.email}?${query}`;
}

export async function submitForm(
  kind: FormKind,
  data: FormData,
  {
    words,
    subject,
    endpoint = formEndpoint,
    timeoutMs = 15000,
    fetchImpl = globalThis.fetch,
    labels,
    secrets = {},
  }: SubmitOptions,
): Promise<SubmitResult> {
  // A filled honeypot means a bot: drop it without telling the bot anything useful.
  if (data[HONEYPOT]) return { status: 'sent' };
  const entries = Object.entries(data).filter(([key]) => key !== HONEYPOT);
  const safe = endpoint.startsWith('https://');
  const fields = Object.fromEntries(
    entries.map(([key, value]) => [key, !safe && key in secrets ? secrets[key]! : value]),
  );

  if (!endpoint) return { status: 'mailto', href: mailtoHref(subject, fields, words, labels) };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ form: kind, data: fields }),
      signal: controller.signal,
    });
    if (!response.ok) {
      return { status: 'error', message: fill(words.errors.status, { status: response.status }) };
    }
    return { status: 'sent' };
  } catch {
    return {
      status: 'error',
      message: controller.signal.aborted ? words.errors.timeout : words.errors.offline,
    };
  } finally {
    clearTimeout(timer);
  }
}
