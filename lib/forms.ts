import { site } from '@/content/site';
import { email, kenyanMobile, type Validator } from '@/lib/validation';

/**
 * The form engine's pure half (the hook is components/form/use-form.ts). Each field is
 * declared once, here-shaped: its label, its input type, whether it is required and its
 * rules. The inputs' `type` and `required` attributes, the checks and the data sent all come
 * from that declaration.
 *
 * Every form on the site submits through here. With a form endpoint configured at build time
 * the data is POSTed as JSON; without one, the visitor's email app is opened with the message
 * addressed to the business, and the form says so. Nothing is ever pretended.
 */
export type FormKind = 'contact' | 'newsletter' | 'demo' | 'signup' | 'forgot-password' | 'booking';

export type FieldType =
  'text' | 'email' | 'tel' | 'password' | 'date' | 'textarea' | 'select' | 'checkbox';

export type FieldSpec = {
  label: string;
  type?: FieldType;
  /** True, or the message to show when it is missing (a checkbox's is worth writing). */
  required?: boolean | string;
  rules?: readonly Validator[];
  autoComplete?: string;
  /** What error messages call the field when the label reads badly there. */
  errorLabel?: string;
  /** Typing help applied as the visitor types, e.g. card numbers in groups of four. */
  format?: (value: string) => string;
};

export type Fields<Name extends string> = Record<Name, FieldSpec>;

/**
 * The attributes a declaration gives its input: label, `required`, `autocomplete`, and `type`
 * for an <input> (a textarea or select has none).
 */
export function fieldAttributes(spec: FieldSpec) {
  const type = spec.type ?? 'text';
  const common = {
    label: spec.label,
    required: Boolean(spec.required),
    autoComplete: spec.autoComplete,
  };
  return type === 'textarea' || type === 'select' ? common : { ...common, type };
}

/** Declarations several forms share. */
export const emailField = {
  label: 'Email',
  type: 'email',
  required: true,
  rules: [email],
  autoComplete: 'email',
} as const satisfies FieldSpec;

/** A Kenyan mobile number, sent as 2547…/2541… (see kenyanMobile). */
export const phoneField = {
  label: 'Phone',
  type: 'tel',
  required: true,
  rules: [kenyanMobile],
  autoComplete: 'tel',
} as const satisfies FieldSpec;

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

function missing(spec: FieldSpec): string {
  if (typeof spec.required === 'string') return spec.required;
  const label = (spec.errorLabel ?? spec.label).toLowerCase();
  if (spec.type === 'select') return `Choose your ${label}.`;
  if (spec.type === 'checkbox') return `Tick “${spec.errorLabel ?? spec.label}” to continue.`;
  return `Enter your ${label}.`;
}

/** The first problem of each field in `names` (all by default), in declaration order. */
export function validateFields<Name extends string>(
  fields: Fields<Name>,
  values: Values<Name>,
  names: readonly Name[] = Object.keys(fields) as Name[],
): Errors<Name> {
  const errors: Errors<Name> = {};
  for (const name of names) {
    const spec = fields[name];
    const value = values[name] ?? '';
    const empty = spec.type === 'checkbox' ? !value : !value.trim();
    if (empty) {
      if (spec.required) errors[name] = missing(spec);
      continue;
    }
    for (const rule of spec.rules ?? []) {
      const message = rule(value, spec.errorLabel ?? spec.label, values);
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

export type SubmitOptions = {
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

const SUBJECTS: Record<FormKind, string> = {
  contact: 'Message from the website',
  newsletter: 'Newsletter subscription',
  demo: 'Demo request',
  signup: 'Business registration',
  'forgot-password': 'Password reset request',
  booking: 'Booking request',
};

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
  kind: FormKind,
  data: FormData,
  labels?: Record<string, string>,
): string {
  const subjectField = typeof data.subject === 'string' ? ` (${data.subject})` : '';
  const body = Object.entries(data)
    .filter(([key, value]) => key !== HONEYPOT && value !== '' && value !== false)
    .map(([key, value]) => `${humanise(key, labels)}: ${value === true ? 'Yes' : value}`)
    .join('\n');
  const query = `subject=${encodeURIComponent(SUBJECTS[kind] + subjectField)}&body=${encodeURIComponent(body)}`;
  return `mailto:${site.contact.email}?${query}`;
}

export async function submitForm(
  kind: FormKind,
  data: FormData,
  {
    endpoint = site.formEndpoint,
    timeoutMs = 15000,
    fetchImpl = globalThis.fetch,
    labels,
    secrets = {},
  }: SubmitOptions = {},
): Promise<SubmitResult> {
  // A filled honeypot means a bot: drop it without telling the bot anything useful.
  if (data[HONEYPOT]) return { status: 'sent' };
  const entries = Object.entries(data).filter(([key]) => key !== HONEYPOT);
  const safe = endpoint.startsWith('https://');
  const fields = Object.fromEntries(
    entries.map(([key, value]) => [key, !safe && key in secrets ? secrets[key]! : value]),
  );

  if (!endpoint) return { status: 'mailto', href: mailtoHref(kind, fields, labels) };

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
      return {
        status: 'error',
        message: `We could not send this (the server answered ${response.status}). Your details are still here: please try again.`,
      };
    }
    return { status: 'sent' };
  } catch {
    return {
      status: 'error',
      message: controller.signal.aborted
        ? 'Sending took too long. Check your connection and try again; your details are still here.'
        : 'We could not reach the server. Check your connection and try again; your details are still here.',
    };
  } finally {
    clearTimeout(timer);
  }
}
