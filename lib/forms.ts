import { site } from '@/content/site';

/**
 * Every form on the site submits through here (D15). With a form endpoint configured at build
 * time the data is POSTed as JSON; without one, the visitor's email app is opened with the
 * message addressed to the business, and the form says so. Nothing is ever pretended.
 */
export type FormKind = 'contact' | 'newsletter' | 'demo' | 'signup' | 'forgot-password' | 'booking';

export type FormData = Record<string, string | boolean>;

export type SubmitResult =
  { status: 'sent' } | { status: 'mailto'; href: string } | { status: 'error'; message: string };

export type SubmitOptions = {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
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

const LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  name: 'Name',
  business_name: 'Business name',
  business_type: 'Business type',
  preferred_date: 'Preferred date',
  preferred_time: 'Preferred time',
};

function humanise(key: string): string {
  return LABELS[key] ?? key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** A mailto: link with the form's fields as the body, addressed to the business. */
export function mailtoHref(kind: FormKind, data: FormData): string {
  const subjectField = typeof data.subject === 'string' ? ` (${data.subject})` : '';
  const body = Object.entries(data)
    .filter(([key, value]) => key !== HONEYPOT && value !== '' && value !== false)
    .map(([key, value]) => `${humanise(key)}: ${value === true ? 'Yes' : value}`)
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
  }: SubmitOptions = {},
): Promise<SubmitResult> {
  // A filled honeypot means a bot: drop it without telling the bot anything useful.
  if (data[HONEYPOT]) return { status: 'sent' };
  const fields = Object.fromEntries(Object.entries(data).filter(([key]) => key !== HONEYPOT));

  if (!endpoint) return { status: 'mailto', href: mailtoHref(kind, fields) };

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
