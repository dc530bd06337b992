'use client';

import { island } from './island';
import { useNow } from './use-minute';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { RequestActions, type HandOffWords } from '@/components/form/hand-off';
import {
  clearingChanges,
  origin,
  originFields,
  requesterFields,
  sendRequest,
  useHandOff,
} from '@/components/form/request-form';
import { Honeypot, InputField, SelectField } from '@/components/form/fields';
import { useForm, type FormState } from '@/components/form/use-form';
import { formEndpoint } from '@/content/contact';
import type { OpeningHours } from '@/content/types';
import { formatDuration, formatLongDate, formatTime } from '@/lib/dates';
import { fill } from '@/lib/template';
import { toMinutes } from '@/lib/opening-hours';
import type { Deposit } from '@/lib/catalogue-schema';
import {
  RequestTerms,
  requestDeposit,
  type RequestNextWords,
  type RequestTermsWords,
} from '@/components/form/request-terms';
import type { FormWords } from '@/lib/form-words';
import type { Fields } from '@/lib/forms';
import { SomeoneElseFields } from '@/components/form/someone-else';
import {
  forSomeoneFields,
  forSomeoneOptions,
  forSomeoneRequest,
  forSomeoneShown,
  FOR_SOMEONE_ELSE,
  whatIsSent,
  type ForSomeoneWords,
} from '@/lib/someone-else';
import { priceWithUnit, type Unit } from '@/lib/unit-price';
import {
  waitlistDays,
  waitlistMessage,
  windowTimes,
  type WaitlistMessageWords,
  type WaitlistRequest,
} from '@/lib/waitlist-request';

/** What the form needs of a listing: its services and prices, its hours, how it spaces slots. */
export type WaitlistListing = {
  id: string;
  name: string;
  whatsapp: string;
  /** "Street, Area, Nairobi", in the message. */
  address: string;
  deposit?: Deposit;
  /** Where the written-out request is emailed: the listing's own address, else Miadi's. */
  email?: string;
  hours: OpeningHours;
  /** Minutes between the times the window may start or end at: the listing's slot interval. */
  interval: number;
  /** `per`: the unit a service is priced for, "per nail" (D38). */
  services: readonly { name: string; priceKes: number; minutes: number; per?: Unit }[];
  /**
   * The next open days when the page was built: the static HTML shows them, so the form has its
   * boxes before its script runs; the script puts today's in their place.
   */
  days: readonly string[];
};

/** The form's words in the page's language, the listing's name written in (waitlist-section). */
export type WaitlistFormWords = {
  labels: Record<'service' | 'days' | 'window' | 'from' | 'to' | 'name' | 'phone', string>;
  placeholders: Record<'service' | 'from' | 'to', string>;
  hints: Record<'days' | 'window' | 'phone', string>;
  /** `short`: a window shorter than the service, `{duration}` the service's. */
  errors: { days: string; window: string; short: string; from: string; to: string };
  submit: string;
  sent: string;
  fallback: HandOffWords;
  privacy: string;
  request: WaitlistMessageWords & { forSomeone: ForSomeoneWords };
  /** A price with its unit, "{price} {per}" (content/services.ts, cardText.perUnit). */
  perUnit: string;
  /** Price, policy and deposit above the send button; what happens next after (D31, D32). */
  terms: RequestTermsWords;
  next: RequestNextWords;
  form: FormWords<'kenyanPhone'>;
  newTab: string;
};

type Props = {
  listing: WaitlistListing;
  words: WaitlistFormWords;
  /** Where requests are posted; the build's endpoint unless a test gives one. */
  endpoint?: string;
  /** In the booking widget's frame (D27): links open new tabs, requests say they came from it. */
  inFrame?: boolean;
};

const split = (days: string) => days.split(',').filter(Boolean);

/**
 * The waitlist (D29): the service, which of the listing's next 14 open days suit, one window of
 * the day, a name and a mobile number, with the service's price. Posted as 'waitlist' with an
 * endpoint; without one, handed over by WhatsApp or email like a booking request. It promises
 * nothing.
 */
export const WaitlistForm = island(
  'WaitlistForm',
  function WaitlistForm({ listing, words, endpoint = formEndpoint, inFrame = false }: Props) {
    const { labels, errors } = words;
    const { lang, forSomeone } = words.request;
    // A waitlist's reply, with the deposit details where the listing asks one; to whom (D37).
    const sent = whatIsSent(forSomeone, 'reply', Boolean(listing.deposit));
    const now = useNow();
    const handoff = useHandOff();
    const days = now ? waitlistDays(listing.hours, now) : listing.days;
    const serviceOf = (name: string) => listing.services.find((service) => service.name === name);
    /** A service's prices as the form writes them: with its unit, "Kes 200 per nail" (D38). */
    const priceFormat = (service: { per?: Unit }) => (kes: number) =>
      priceWithUnit(kes, service.per, lang, words.perUnit);
    const times = windowTimes(listing.hours, listing.interval);

    const fields = {
      ...originFields,
      service: { label: labels.service, type: 'select', required: true },
      // The ticked days, "YYYY-MM-DD", joined by commas; a day that has passed no longer counts.
      days: {
        label: labels.days,
        required: errors.days,
        rules: [(value) => (split(value).some((day) => days.includes(day)) ? null : errors.days)],
      },
      from: { label: labels.from, type: 'select', required: errors.from },
      to: {
        label: labels.to,
        type: 'select',
        required: errors.to,
        rules: [
          (to, _, values) => (values?.from && to <= values.from ? errors.window : null),
          // A window shorter than the service could never be offered (D29).
          (to, _, values) => {
            const service = serviceOf(values?.service ?? '');
            return service &&
              values?.from &&
              toMinutes(to) - toMinutes(values.from) < service.minutes
              ? fill(errors.short, { duration: formatDuration(service.minutes, lang) })
              : null;
          },
        ],
      },
      ...requesterFields(labels),
      ...forSomeoneFields(forSomeone, sent),
    } satisfies Fields<string>;

    // Posted with an endpoint; else handed over in the press itself (use-form.ts).
    function send(
      data: Record<keyof typeof fields, string | boolean>,
    ): FormState | Promise<FormState> {
      const text = (key: keyof typeof fields) => String(data[key]).trim();
      const service = serviceOf(text('service'))!;
      const request: WaitlistRequest = {
        ...origin(listing.id, inFrame),
        ...(endpoint ? { policy: words.terms.policy } : {}),
        deposit: requestDeposit(
          listing,
          service.priceKes,
          words.terms,
          words.next,
          priceFormat(service),
        ).value,
        service: service.name,
        price: priceFormat(service)(service.priceKes),
        days: split(text('days'))
          .filter((day) => days.includes(day))
          .join(','),
        from: text('from'),
        to: text('to'),
        name: text('name'),
        phone: text('phone'),
        ...forSomeoneRequest(data),
      };
      return sendRequest(handoff, 'waitlist', request, {
        endpoint,
        honeypot: form.honeypot.value,
        words,
        listing,
        message: waitlistMessage(words.request, request),
      });
    }

    const form = useForm(fields, {
      words: words.form,
      ...forSomeoneOptions(fields, origin(listing.id, inFrame)),
      send,
    });

    const { choose, field } = clearingChanges(form, handoff.clear);
    const chosen = serviceOf(form.values.service);
    const deposit = requestDeposit(
      listing,
      chosen?.priceKes,
      words.terms,
      words.next,
      chosen && priceFormat(chosen),
    );
    // A tentative hold over the window on each day ticked, stamped with the current minute.
    const from = form.values.from;
    const to = form.values.to;
    const whom = forSomeoneShown(forSomeone, form.values, sent);
    const calendar =
      chosen && from && to && from < to && now
        ? split(form.values.days)
            .filter((day) => days.includes(day))
            .map((date) =>
              whom.calendar({
                uid: `${listing.id}-waitlist-${date}T${from.replace(':', '')}-${Math.floor(now.getTime() / 60_000)}@miadi.co.ke`,
                title: fill(words.next.calendarTitle, { service: chosen.name }),
                description: [words.next.calendarNote, deposit.due].filter(Boolean).join('\n'),
                location: `${listing.name}, ${listing.address}`,
                date,
                time: from,
                minutes: toMinutes(to) - toMinutes(from),
                stamp: now,
              }),
            )
        : [];
    const timeOptions = (list: readonly string[]) =>
      list.map((value) => ({ value, label: formatTime(value, lang) }));

    return (
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('service')}
          placeholder={words.placeholders.service}
          options={listing.services.map(({ name }) => ({ value: name, label: name }))}
          className="sm:col-span-2"
        />
        <CheckboxGroup
          name="days"
          legend={labels.days}
          required
          // Whole words, as a screen reader should say them: "Tuesday 24 November".
          options={days.map((value) => ({ value, label: formatLongDate(value, lang) }))}
          value={split(form.values.days).filter((day) => days.includes(day))}
          onChange={(ticked) => choose('days', ticked.join(','))}
          hint={words.hints.days}
          error={form.errors.days}
          className="sm:col-span-2"
        />
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{labels.window}</legend>
          <SelectField
            {...field('from')}
            placeholder={words.placeholders.from}
            options={timeOptions(times.slice(0, -1))}
            hint={words.hints.window}
          />
          <SelectField
            {...field('to')}
            placeholder={words.placeholders.to}
            options={timeOptions(times.slice(1))}
          />
        </fieldset>
        <InputField {...field('name')} />
        <InputField {...field('phone')} hint={words.hints.phone} />
        <SomeoneElseFields words={forSomeone} what={sent} field={field} />
        <Honeypot {...form.honeypot} />
        <RequestTerms
          words={words.terms}
          {...(chosen ? { price: priceFormat(chosen)(chosen.priceKes) } : {})}
          {...(deposit.line ? { deposit: deposit.line } : {})}
        />
        <RequestActions
          form={form}
          words={words}
          links={handoff.links}
          next={{
            words: words.next,
            ...(deposit.due ? { deposit: deposit.due } : {}),
            ...(calendar.length ? { calendar } : {}),
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
