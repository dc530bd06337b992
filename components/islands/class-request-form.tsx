'use client';

import { island } from './island';
import { useNow } from './use-minute';
import { RequestActions, type HandOffWords } from '@/components/form/hand-off';
import {
  clearingChanges,
  origin,
  originFields,
  noteField,
  requesterFields,
  sendRequest,
  useChoiceLinks,
  useHandOff,
} from '@/components/form/request-form';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { useForm, type FormState } from '@/components/form/use-form';
import { formEndpoint } from '@/content/contact';
import { classDates } from '@/lib/classes';
import type { Weekday } from '@/content/types';
import { formatLongDate } from '@/lib/dates';
import type { FormWords } from '@/lib/form-words';
import type { Fields } from '@/lib/forms';
import { formatKes } from '@/lib/money';
import { fill } from '@/lib/template';
import { insideFreeCancellation } from '@/lib/booking-policy';
import type { Deposit } from '@/lib/catalogue-schema';
import {
  RequestTerms,
  requestDeposit,
  type RequestNextWords,
  type RequestTermsWords,
} from '@/components/form/request-terms';
import { SomeoneElseFields } from '@/components/form/someone-else';
import {
  forSomeoneFields,
  forSomeoneOptions,
  forSomeoneRequest,
  forSomeoneShown,
  FOR_SOMEONE_ELSE,
  ownPhoneHint,
  whatIsSent,
  type ForSomeoneWords,
} from '@/lib/someone-else';
import {
  REQUEST_CLASS_ATTRIBUTE,
  classMessage,
  type ClassMessageWords,
  type ClassRequest,
} from '@/lib/waitlist-request';

/** One class as the form offers it: only what the request names. */
export type RequestableClass = {
  /** classKey(): what the timetable's links and the select name it by. */
  key: string;
  /** In the page's language where the data has it; `label` adds the day and time. */
  name: string;
  label: string;
  instructor: string;
  day: Weekday;
  starts: string;
  minutes: number;
  /** Its service's price, where it is booked as one of the listing's; none otherwise. */
  priceKes?: number;
  /** No spots left as last counted: the request becomes a waitlist request. */
  full: boolean;
};

export type ClassFormWords = {
  labels: Record<'class' | 'date' | 'name' | 'phone' | 'note', string>;
  placeholders: Record<'class' | 'date', string>;
  /** `phoneToThem`: the customer's number's hint when the reply goes to the other person. */
  hints: Record<'date' | 'dateLater' | 'phone' | 'phoneToThem' | 'note', string>;
  /** Beside a full class: its request is a waitlist request. */
  full: string;
  submit: { class: string; waitlist: string };
  sent: { class: string; waitlist: string };
  fallback: HandOffWords;
  privacy: string;
  /** The message; `full` follows the greeting of a full class's. */
  request: ClassMessageWords & { forSomeone: ForSomeoneWords };
  /** Price, policy and deposit above the send button; what happens next after (D31, D32). */
  terms: RequestTermsWords;
  next: RequestNextWords;
  errors: { date: string };
  form: FormWords<'kenyanPhone'>;
  newTab: string;
};

type Props = {
  /** `email`: where the written-out request is emailed, the listing's own, else Miadi's. */
  listing: {
    id: string;
    name: string;
    whatsapp: string;
    email?: string;
    /** "Street, Area, Nairobi": where the calendar entry says the class is. */
    address: string;
    deposit?: Deposit;
    freeCancellationHours?: number;
  };
  classes: readonly RequestableClass[];
  words: ClassFormWords;
  /** Where requests are posted; the build's endpoint unless a test gives one. */
  endpoint?: string;
  /** In the booking widget's frame (D27). */
  inFrame?: boolean;
};

/**
 * A request for a spot in a class (D29): the class (with its price where it has one), which of
 * its next four dates, name, mobile number and a note. Posted as 'class' with an endpoint, handed over by WhatsApp or email
 * without one. A full class offers its waitlist instead: the same fields, posted as 'waitlist'.
 * The timetable's "Request a spot" links choose the class (plain anchors, so they work before
 * this loads); without them the class is chosen here.
 */
export const ClassRequestForm = island(
  'ClassRequestForm',
  function ClassRequestForm({
    listing,
    classes,
    words,
    endpoint = formEndpoint,
    inFrame = false,
  }: Props) {
    const { labels } = words;
    const { lang, forSomeone } = words.request;
    const now = useNow();
    const handoff = useHandOff();
    const classOf = (key: string) => classes.find((entry) => entry.key === key);
    const datesFor = (key: string) => {
      const entry = classOf(key);
      return entry && now ? classDates(entry, now) : [];
    };

    const fields = {
      ...originFields,
      class: { label: labels.class, type: 'select', required: true },
      date: {
        label: labels.date,
        type: 'select',
        required: true,
        rules: [
          (date, _, values) =>
            datesFor(values?.class ?? '').includes(date) ? null : words.errors.date,
        ],
      },
      ...requesterFields(labels),
      ...forSomeoneFields(
        forSomeone,
        whatIsSent(forSomeone, 'confirmation', Boolean(listing.deposit)),
      ),
      ...noteField(labels.note),
    } satisfies Fields<string>;

    /** The request as it is sent: the class by its name, instructor and time, not its key. */
    // Posted with an endpoint; else handed over in the press itself (use-form.ts).
    function send(
      data: Record<keyof typeof fields, string | boolean>,
    ): FormState | Promise<FormState> {
      const text = (key: keyof typeof fields) => String(data[key]).trim();
      const entry = classOf(text('class'))!;
      const request: ClassRequest = {
        ...origin(listing.id, inFrame),
        ...(endpoint ? { policy: words.terms.policy } : {}),
        ...(entry.priceKes === undefined
          ? {}
          : { deposit: requestDeposit(listing, entry.priceKes, words.terms, words.next).value }),
        class: entry.name,
        ...(entry.priceKes === undefined ? {} : { price: formatKes(entry.priceKes) }),
        instructor: entry.instructor,
        date: text('date'),
        time: entry.starts,
        name: text('name'),
        phone: text('phone'),
        ...forSomeoneRequest(data),
        note: text('note'),
      };
      return sendRequest(handoff, entry.full ? 'waitlist' : 'class', request, {
        endpoint,
        honeypot: form.honeypot.value,
        words,
        listing,
        message: classMessage(words.request, request, entry.full),
      });
    }

    const form = useForm(fields, {
      words: words.form,
      ...forSomeoneOptions(fields, origin(listing.id, inFrame)),
      send,
    });

    const { choose, field } = clearingChanges(form, handoff.clear);
    // The timetable's links pick the class each one names.
    useChoiceLinks(REQUEST_CLASS_ATTRIBUTE, (key) => {
      if (classOf(key)) choose('class', key);
    });

    const chosen = classOf(form.values.class);
    const dates = datesFor(form.values.class);
    const date = dates.includes(form.values.date) ? form.values.date : '';
    const full = chosen?.full ?? false;
    const kind = full ? 'waitlist' : 'class';
    const deposit = requestDeposit(listing, chosen?.priceKes, words.terms, words.next);
    // What the business sends back (a full class's reply), and to whom (D37).
    const sent = whatIsSent(forSomeone, full ? 'reply' : 'confirmation', Boolean(deposit.line));
    const whom = forSomeoneShown(forSomeone, form.values, sent);
    // The class's own day and time, for the calendar; stamped with the current minute.
    const calendar =
      chosen && date && now
        ? whom.calendar({
            uid: `${listing.id}-${date}T${chosen.starts.replace(':', '')}-${Math.floor(now.getTime() / 60_000)}@miadi.co.ke`,
            title: fill(words.next.calendarTitle, { service: chosen.name }),
            description: [words.next.calendarNote, deposit.due].filter(Boolean).join('\n'),
            location: `${listing.name}, ${listing.address}`,
            date,
            time: chosen.starts,
            minutes: chosen.minutes,
            stamp: now,
          })
        : undefined;
    const insideWindow = Boolean(
      chosen &&
      date &&
      now &&
      listing.freeCancellationHours &&
      insideFreeCancellation(listing.freeCancellationHours, date, chosen.starts, now),
    );

    return (
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('class')}
          placeholder={words.placeholders.class}
          options={classes.map((entry) => ({ value: entry.key, label: entry.label }))}
        />
        <SelectField
          {...field('date')}
          value={date}
          placeholder={words.placeholders.date}
          options={dates.map((value) => ({ value, label: formatLongDate(value, lang) }))}
          hint={!now ? words.hints.dateLater : chosen ? undefined : words.hints.date}
        />
        <div role="status" aria-live="polite" className="empty:hidden sm:col-span-2">
          {full ? (
            <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950">{words.full}</p>
          ) : null}
        </div>
        <InputField {...field('name')} />
        <InputField {...field('phone')} hint={ownPhoneHint(form.values, words.hints, sent)} />
        <SomeoneElseFields words={forSomeone} what={sent} field={field} />
        <TextAreaField
          {...field('note')}
          rows={3}
          hint={words.hints.note}
          className="sm:col-span-2"
        />
        <Honeypot {...form.honeypot} />
        <RequestTerms
          words={words.terms}
          {...(chosen?.priceKes === undefined ? {} : { price: formatKes(chosen.priceKes) })}
          {...(deposit.line ? { deposit: deposit.line } : {})}
          insideWindow={insideWindow}
        />
        <RequestActions
          form={form}
          words={{ ...words, submit: words.submit[kind], sent: words.sent[kind] }}
          links={handoff.links}
          next={{
            words: words.next,
            ...(deposit.due ? { deposit: deposit.due } : {}),
            ...(calendar ? { calendar } : {}),
            ...(whom.sendTo ? { sendTo: whom.sendTo } : {}),
          }}
          handsOver={!endpoint}
          inFrame={inFrame}
          forSomeone={form.values.bookedFor === FOR_SOMEONE_ELSE}
        />
      </form>
    );
  },
);
