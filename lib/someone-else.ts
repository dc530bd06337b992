import type { forSomeone } from '@/content/booking-terms';
import type { Translation } from '@/content/i18n/types';
import { phoneField } from './forms';
import { fill } from './template';
import { normaliseKenyanMobile } from './validation';

/**
 * A request for someone else (D37): the booking, a class's spot or the waitlist can be for
 * another person, named with their mobile number, and the customer says who receives the reply
 * (the confirmation, and the deposit details where the listing asks a deposit). Posted with
 * the request as `bookedFor`, `guestName`, `guestPhone` and `sendTo`; written into the
 * WhatsApp, SMS and email text in the customer's words.
 */

/**
 * The words a form carries to the browser: all but the page's own link's (`direct`) and the
 * privacy note's, which carries the listing's name (handOverWords).
 */
export type ForSomeoneWords = Omit<Translation<typeof forSomeone>, 'direct' | 'privacy'>;

/** The choice's values, as posted. */
export const FOR_ME = 'me';
export const FOR_SOMEONE_ELSE = 'someone-else';
export const SEND_TO_ME = 'me';
export const SEND_TO_GUEST = 'guest';

/** The fields only a request for someone else has: left out (not checked, not sent) otherwise. */
export const GUEST_FIELDS = ['guestName', 'guestPhone', 'sendTo'] as const;

/**
 * A person's name and Kenyan mobile number as two fields named `names`, each with its own
 * message when empty: the person a booking is for here, a voucher's recipient elsewhere.
 */
export function personFields<N extends string, P extends string>(
  names: { name: N; phone: P },
  words: { name: string; phone: string; errors: { name: string; phone: string } },
) {
  return {
    [names.name]: { label: words.name, required: words.errors.name, autoComplete: 'off' },
    [names.phone]: {
      ...phoneField,
      label: words.phone,
      required: words.errors.phone,
      autoComplete: 'off',
    },
  } as Record<N, { label: string; required: string; autoComplete: 'off' }> &
    Record<P, typeof phoneField & { label: string; required: string; autoComplete: 'off' }>;
}

/**
 * "Who is it for?" and, for someone else, who they are and who receives `what` (whatIsSent):
 * declared once, for the form engine.
 */
export function forSomeoneFields(words: ForSomeoneWords, what: string) {
  return {
    bookedFor: { label: words.legend },
    ...personFields({ name: 'guestName', phone: 'guestPhone' }, words),
    sendTo: { label: fill(words.sendTo.legend, { what }) },
  } as const;
}

/**
 * The form engine's options for a form with forSomeoneFields among its `fields`: its `initial`
 * values with "Me" chosen, and the guest's fields in play (checked and sent) only for someone
 * else.
 */
export function forSomeoneOptions<Name extends string, I extends object>(
  fields: Record<Name, unknown>,
  initial: I,
) {
  const names = Object.keys(fields) as Name[];
  return {
    initial: { ...initial, bookedFor: FOR_ME, sendTo: SEND_TO_ME },
    active: (values: Readonly<Record<string, string>>): Name[] =>
      values.bookedFor === FOR_SOMEONE_ELSE
        ? names
        : names.filter((name) => !(GUEST_FIELDS as readonly string[]).includes(name)),
  };
}

/** The request's part about whom it is for, as posted: nothing more for the customer herself. */
export type ForSomeoneRequest = {
  bookedFor?: string;
  guestName?: string;
  guestPhone?: string;
  sendTo?: string;
};

/**
 * The guest fields of a form's values or sent data, trimmed, the number as 2547…; `{}` when the
 * request is for the customer herself.
 */
export function forSomeoneRequest(data: Readonly<Record<string, unknown>>): ForSomeoneRequest {
  if (data.bookedFor !== FOR_SOMEONE_ELSE) return {};
  const text = (key: string) => String(data[key] ?? '').trim();
  return {
    bookedFor: FOR_SOMEONE_ELSE,
    guestName: text('guestName'),
    guestPhone: normaliseKenyanMobile(text('guestPhone')) ?? text('guestPhone'),
    sendTo: text('sendTo') === SEND_TO_GUEST ? SEND_TO_GUEST : SEND_TO_ME,
  };
}

/** Whether the business's reply goes to the person the request is for, as the form chooses. */
export function repliesToThem(values: Readonly<Record<string, string>>): boolean {
  return forSomeoneRequest(values).sendTo === SEND_TO_GUEST;
}

/**
 * The hint under the customer's own number: where the reply comes, or, when she chose to have
 * it sent to the person it is for, that it goes to that person (`what`: what is sent back).
 */
export function ownPhoneHint(
  values: Readonly<Record<string, string>>,
  hints: { phone: string; phoneToThem: string },
  what: string,
): string {
  return repliesToThem(values) ? fill(hints.phoneToThem, { what }) : hints.phone;
}

type Guest = { name: string; phone: string; sendTo: string };

/** The guest a request is for, or undefined when it is for the customer herself. */
export function guestOf(request: ForSomeoneRequest): Guest | undefined {
  return request.bookedFor === FOR_SOMEONE_ELSE && request.guestName && request.guestPhone
    ? { name: request.guestName, phone: request.guestPhone, sendTo: request.sendTo ?? SEND_TO_ME }
    : undefined;
}

/** What the business sends back: a confirmation or a waitlist's reply, with the deposit details. */
export function whatIsSent(
  words: ForSomeoneWords,
  kind: 'confirmation' | 'reply',
  deposit: boolean,
): string {
  return deposit ? words.what[`${kind}Deposit`] : words.what[kind];
}

/** "+254712345678" for a number the form has normalised to 2547…. */
const plus = (phone: string) => `+${phone}`;

/**
 * The message's lines after "My name is …": whom it is for and who receives `what`, in the
 * customer's words; none when it is for herself.
 */
export function forSomeoneLines(
  words: ForSomeoneWords,
  request: ForSomeoneRequest,
  what: string,
): string[] {
  const guest = guestOf(request);
  if (!guest) return [];
  const phone = plus(guest.phone);
  return [
    fill(words.message.for, { name: guest.name, phone }),
    guest.sendTo === SEND_TO_GUEST
      ? fill(words.message.toThem, { what, name: guest.name, phone })
      : fill(words.message.toMe, { what }),
  ];
}

/** "What happens next": who receives `what`; none when the request is for the customer herself. */
export function forSomeoneNext(
  words: ForSomeoneWords,
  request: ForSomeoneRequest,
  what: string,
): string | undefined {
  const guest = guestOf(request);
  if (!guest) return undefined;
  return guest.sendTo === SEND_TO_GUEST
    ? fill(words.next.toThem, { what, name: guest.name, phone: plus(guest.phone) })
    : fill(words.next.toMe, { what });
}

/**
 * What a form shows of whom its request is for, from its values: the "what happens next" line
 * saying who receives `what` (none for the customer herself), and the calendar entry naming
 * whose appointment it is.
 */
export function forSomeoneShown(
  words: ForSomeoneWords,
  values: Readonly<Record<string, string>>,
  what: string,
) {
  const whom = { ...forSomeoneRequest(values), name: values.name ?? '' };
  return {
    sendTo: forSomeoneNext(words, whom, what),
    calendar: <T extends { title: string; description: string }>(entry: T) =>
      forSomeoneCalendar(words, whom, entry),
  };
}

/**
 * The calendar entry of a request for someone else says whose appointment it is: her name
 * before the title, and a line naming her and who asked.
 */
export function forSomeoneCalendar<T extends { title: string; description: string }>(
  words: ForSomeoneWords,
  request: ForSomeoneRequest & { name: string },
  entry: T,
): T {
  const guest = guestOf(request);
  if (!guest) return entry;
  return {
    ...entry,
    title: fill(words.calendar.title, { name: guest.name, title: entry.title }),
    description: [
      fill(words.calendar.note, {
        name: guest.name,
        phone: plus(guest.phone),
        by: request.name.trim(),
      }),
      entry.description,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}
