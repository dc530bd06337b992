'use client';

import { island } from './island';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { RequestActions, type HandOffWords } from '@/components/form/hand-off';
import {
  clearingChanges,
  noteField,
  origin,
  originFields,
  requesterFields,
  sendRequest,
  useChoiceLinks,
  useHandOff,
} from '@/components/form/request-form';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { useForm, type FormState } from '@/components/form/use-form';
import type { FormWords } from '@/lib/form-words';
import type { BookingRules, Service } from '@/lib/catalogue';
import type { Translation } from '@/content/i18n/types';
import type { bookingForm } from '@/content/listing-page';
import { formEndpoint } from '@/content/contact';
import {
  BOOK_SERVICE_ATTRIBUTE,
  bookingMessage,
  type BookingRequest,
  type RequestWords,
} from '@/lib/booking-request';
import { bookableDates, hasPassed, slotsOn } from '@/lib/booking-slots';
import { anyoneHours, doersOf, type WorkingMember } from '@/lib/team';
import type { Fields } from '@/lib/forms';
import { CLASSES_ANCHOR, WAITLIST_ANCHOR } from '@/lib/waitlist-request';
import { priceWithUnit } from '@/lib/unit-price';
import type { OpeningHours } from '@/content/types';
import { formatDuration, formatLongDate, formatTime } from '@/lib/dates';
import { dealLine, dealOption, dealRequest, type BookingDealWords } from '@/lib/deals';
import { offerFor, type Offer } from '@/lib/offers';
import { insideFreeCancellation, type BookingTermsWords } from '@/lib/booking-policy';
import type { Deposit } from '@/lib/catalogue-schema';
import {
  RequestTerms,
  requestDeposit,
  type RequestNextWords,
  type RequestTermsWords,
} from '@/components/form/request-terms';
import { fill } from '@/lib/template';
import { applyChoice, carriedChoice } from '@/lib/carried-choice';
import { SomeoneElseFields } from '@/components/form/someone-else';
import {
  forSomeoneFields,
  forSomeoneOptions,
  forSomeoneShown,
  FOR_SOMEONE_ELSE,
  ownPhoneHint,
  whatIsSent,
  type ForSomeoneWords,
} from '@/lib/someone-else';
import { formatOpeningHours, fromMinutes, zonedNow } from '@/lib/opening-hours';

/** What the form needs of a listing: not the whole catalogue entry. */
export type BookableListing = {
  id: string;
  name: string;
  whatsapp: string;
  hours: OpeningHours;
  booking: BookingRules;
  services: readonly Service[];
  /** Its services booked as classes: a search's choice of one leads to the timetable (D38). */
  classes?: readonly string[];
  /** Its live deals (D28), when it has any. */
  offers?: readonly Offer[];
  /**
   * A business's team, with the services each does where they list them (D31) and when each
   * works (D38): the days and times offered are those of someone who does the service.
   */
  team?: readonly WorkingMember[];
  deposit?: Deposit;
  /** Where an emailed request goes, when the listing gives an address (D32). */
  email?: string;
  /** Free cancellation ends this many hours before a booking, where the policy says so. */
  freeCancellationHours?: number;
  /** "Street, Area, Nairobi": where the calendar entry says the appointment is. */
  address: string;
};

type BookingCopy = Translation<typeof bookingForm>;

/**
 * The form's words in the page's language, for this listing: sentences about the listing
 * already carry its name, so they are plain strings the server can hand over.
 */
export type BookingFormWords = Pick<BookingCopy, 'labels' | 'placeholders'> & {
  /** `phoneToThem`: the customer's number's hint when the reply goes to the other person. */
  hints: BookingCopy['hints'] & { phoneToThem: string };
  noTimes: string;
  submit: string;
  /** Said once the request is sent: received, and by whom; nothing is booked until they confirm. */
  sent: string;
  fallback: HandOffWords;
  /** Who receives the request and why (content/form-privacy.ts). */
  privacy: string;
  /** A day no longer offered reads as unchosen ("Choose a day."); a time, as gone. */
  errors: { date: string; slotGone: string; slotPassed: string };
  /** The message's words, with "Who is it for?" (D37), which the form asks too. */
  request: RequestWords & { forSomeone: ForSomeoneWords };
  /** The form engine's own words: status, summary, retry (lib/form-words.ts). */
  form: FormWords<'kenyanPhone'>;
  /** Read after a link that opens a new tab (in a frame, every link does). */
  newTab: string;
  /** "No time that suits? Join the waitlist": a link to the page's waitlist form (D29). */
  waitlist?: string;
  /** How a deal reads in the time options, under the form and in the request. */
  deal: BookingDealWords;
  /** What the visitor reads above the send button, and the team member choice (D31). */
  terms: RequestTermsWords & { member: BookingTermsWords['member'] };
  /** The "what happens next" panel (D32), its listing's name and channel written in. */
  next: RequestNextWords;
  /**
   * A day or time carried in the address that the form cannot take (content/booking-terms);
   * `inTimetable` only where the listing has classes.
   */
  carried: { passed: string; notOffered: string; inTimetable?: string };
};

type Props = {
  listing: BookableListing;
  words: BookingFormWords;
  /** Where requests are posted; the build's endpoint unless a test gives one. */
  endpoint?: string;
  /**
   * On another site, in the booking widget's frame (/embed/…, D27): every link opens a new
   * tab, since a framed page cannot take its visitor anywhere, and requests say they came from
   * the widget.
   */
  inFrame?: boolean;
};

/** The time, re-read every minute so past slots drop out; null in the static HTML. */
function subscribeToMinutes(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * The booking request: a service, one of the next 14 days with a free slot, a slot on the
 * listing's own clock, then name, mobile number and a note. With a form endpoint it is sent
 * through lib/forms as 'booking'; without one, the visitor sends the same request by WhatsApp
 * or email. Either way it is a request: the listing confirms it.
 */
export const BookingForm = island(
  'BookingForm',
  function BookingForm({ listing, words, endpoint = formEndpoint, inFrame = false }: Props) {
    const { labels, errors } = words;
    const { lang, forSomeone } = words.request;
    // What the business sends back, and to whom the visitor chooses (D37).
    const sent = whatIsSent(forSomeone, 'confirmation', Boolean(listing.deposit));
    const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () => null);
    const handoff = useHandOff();

    const team = listing.team ?? [];
    const serviceOf = (name: string) => listing.services.find((service) => service.name === name);
    /**
     * When `service` can be booked: with `member` chosen, when she works; else when anyone who
     * does it works; with no one on the team doing it, whenever the listing is open.
     */
    const rulesFor = (service: string, member = '') => {
      const doers = doersOf(team, service);
      const chosen = doers.find((person) => person.name === member);
      const hours = chosen ? chosen.hours : doers.length ? anyoneHours(doers) : listing.hours;
      return { hours, ...listing.booking };
    };
    // The days and times offered depend only on the listing, the service, the member and the
    // minute they are counted from: kept for that minute, so choosing a day, a time or a member
    // (and every check of the fields) does not count the 14 days again.
    const counted = useMemo(
      () => ({
        from: minute === null ? null : new Date(minute * 60_000),
        known: new Map<string, readonly string[]>(),
      }),
      [minute],
    );
    const remembered = (key: string, count: (now: Date) => readonly string[]) => {
      if (!counted.from) return [];
      const known = counted.known.get(key) ?? count(counted.from);
      counted.known.set(key, known);
      return known;
    };
    const datesFor = (service: string, member = '') => {
      const minutes = serviceOf(service)?.minutes;
      return minutes
        ? remembered(`${service}\n${member}`, (now) =>
            bookableDates(rulesFor(service, member), minutes, now),
          )
        : [];
    };
    const timesFor = (service: string, date: string, member = '') => {
      const minutes = serviceOf(service)?.minutes;
      return minutes && date
        ? remembered(`${service}\n${member}\n${date}`, (now) =>
            slotsOn(rulesFor(service, member), date, minutes, now),
          )
        : [];
    };
    /** Those who do `service` and work at `time` on `date`, or that day, or at all. */
    const membersFor = (service: string, date = '', time = '') =>
      doersOf(team, service)
        .filter((person) => {
          if (!date) return true;
          const times = timesFor(service, date, person.name);
          return time ? times.includes(time) : times.length > 0;
        })
        .map((person) => person.name);
    /** The member chosen, while she still does the service: her days and times are offered. */
    const doerOf = (service: string, member: string) =>
      doersOf(team, service).some((person) => person.name === member) ? member : '';
    // The deal a slot gets: an offer that has ended covers no coming day (lib/offers covers).
    const dealFor = (service: string, date: string, time: string) => {
      const chosen = serviceOf(service);
      return chosen && listing.offers && date && time
        ? offerFor(listing.offers, chosen, date, time)
        : undefined;
    };

    // A day or time chosen for another service, or a slot that has passed while the form was
    // open, is no longer offered: it reads as unchosen and cannot be sent.
    const fields = {
      ...originFields,
      service: { label: labels.service, type: 'select', required: true },
      date: {
        label: labels.date,
        type: 'select',
        required: true,
        rules: [
          (date, _, values) =>
            datesFor(
              values?.service ?? '',
              doerOf(values?.service ?? '', values?.member ?? ''),
            ).includes(date)
              ? null
              : errors.date,
        ],
      },
      time: {
        label: labels.time,
        type: 'select',
        required: true,
        rules: [
          (time, _, values) =>
            timesFor(
              values?.service ?? '',
              values?.date ?? '',
              doerOf(values?.service ?? '', values?.member ?? ''),
            ).includes(time)
              ? null
              : minute !== null &&
                  values?.date &&
                  hasPassed(values.date, time, new Date(minute * 60_000))
                ? errors.slotPassed
                : errors.slotGone,
        ],
      },
      ...requesterFields(labels),
      ...forSomeoneFields(forSomeone, sent),
      ...noteField(labels.note),
      member: { label: words.terms.member.label, type: 'select' },
      // Not typed: the deal the chosen slot gets, its deposit and the policy the visitor read,
      // worked out as the request is sent.
      deal: { label: words.deal.message },
      deposit: { label: words.request.terms?.deposit ?? '' },
      policy: { label: words.request.terms?.policy ?? '' },
    } satisfies Fields<string>;

    /** The price the chosen slot costs: its deal's, or the service's own. */
    function priceOf(values: Record<'service' | 'date' | 'time', string>): number | undefined {
      const service = serviceOf(values.service);
      if (!service) return undefined;
      const bookable = timesFor(values.service, values.date).includes(values.time);
      return (
        (bookable && dealFor(values.service, values.date, values.time)?.price) || service.priceKes
      );
    }

    /** The service's prices as the form writes them: with its unit, "Kes 800 per set" (D38). */
    const priceFormat = (name: string) => (kes: number) =>
      priceWithUnit(kes, serviceOf(name)?.per, lang, words.request.perUnit);

    /** The request's deposit: "Kes 540 (30% of Kes 1,800), by M-Pesa to Paybill …", or ''. */
    const depositOf = (values: Record<'service' | 'date' | 'time', string>) =>
      requestDeposit(listing, priceOf(values), words.terms, words.next, priceFormat(values.service))
        .value;

    /** The request's deal: "Kes 1,440 (20% off, was Kes 1,800)", or '' for none. */
    function dealOf(values: Record<'service' | 'date' | 'time', string>): string {
      const service = serviceOf(values.service);
      const applied = dealFor(values.service, values.date, values.time);
      return service && applied && timesFor(values.service, values.date).includes(values.time)
        ? dealRequest(service, applied, lang, words.deal)
        : '';
    }

    /** Posted with an endpoint; else handed over, with nothing rendered in the press (use-form.ts). */
    function send(
      data: Record<keyof typeof fields, string | boolean>,
    ): FormState | Promise<FormState> {
      const request = Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, String(value).trim()]),
      ) as BookingRequest;
      return sendRequest(handoff, 'booking', request, {
        endpoint,
        honeypot: form.honeypot.value,
        words,
        listing,
        message: bookingMessage(words.request, request, serviceOf(request.service)),
      });
    }

    const form = useForm(fields, {
      words: words.form,
      ...forSomeoneOptions(fields, origin(listing.id, inFrame)),
      derive: (values) => ({
        deal: dealOf(values),
        deposit: depositOf(values),
        policy: words.terms.policy,
        member: membersFor(values.service, values.date, values.time).includes(values.member)
          ? values.member
          : '',
      }),
      send,
    });

    // A service, day and time carried in the address (Book Now on a search result), read once
    // the page is up and the clock is known; what the form cannot take is said, not dropped.
    const [missed, setMissed] = useState<{ text: string; toClasses?: boolean }>();
    const carried = useRef(false);
    useEffect(() => {
      if (minute === null || carried.current) return;
      carried.current = true;
      const choice = carriedChoice(window.location.search);
      if (!choice.service && !choice.date) return;
      const clock = zonedNow(new Date(minute * 60_000));
      const outcome = applyChoice(choice, {
        services: listing.services.map((service) => service.name),
        classes: listing.classes,
        datesFor,
        timesFor,
        today: clock.date,
        now: fromMinutes(clock.minutes),
      });
      form.setValues({ service: outcome.service, date: outcome.date, time: outcome.time });
      if (outcome.inTimetable && words.carried.inTimetable)
        setMissed({
          text: fill(words.carried.inTimetable, { service: outcome.inTimetable }),
          toClasses: true,
        });
      if (outcome.missed) {
        const when = [
          formatLongDate(choice.date, lang),
          choice.time && formatTime(choice.time, lang),
        ]
          .filter(Boolean)
          .join(', ');
        setMissed({ text: fill(words.carried[outcome.missed], { when }) });
      }
      // Once, when the clock is first known: later changes are the visitor's own.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [minute]);

    // Any change makes a handed-over message out of date.
    const { choose, field } = clearingChanges(form, handoff.clear);
    // The price list's Book links pick the service each one names.
    useChoiceLinks(BOOK_SERVICE_ATTRIBUTE, (name) => {
      if (serviceOf(name)) choose('service', name);
    });

    // The member first: her days and times are the ones offered, and she stays offered at them.
    const doer = doerOf(form.values.service, form.values.member);
    // Before a service is chosen, a day and time carried from a search stay shown (issue 52).
    const held = (value: string) => (!form.values.service && value ? [value] : undefined);
    const dates = held(form.values.date) ?? datesFor(form.values.service, doer);
    const date = dates.includes(form.values.date) ? form.values.date : '';
    const times = held(date && form.values.time) ?? timesFor(form.values.service, date, doer);
    const time = times.includes(form.values.time) ? form.values.time : '';
    const chosen = serviceOf(form.values.service);
    const applied = dealFor(form.values.service, date, time);
    const members = membersFor(form.values.service, date, time);
    const member = members.includes(doer) ? doer : '';
    const price = priceOf({ service: form.values.service, date, time });
    const deposit = requestDeposit(
      listing,
      price,
      words.terms,
      words.next,
      priceFormat(form.values.service),
    );
    const depositDue = deposit.due;
    // Whom the request is for, as the calendar and what happens next say it.
    const whom = forSomeoneShown(forSomeone, form.values, sent);
    // The requested slot on Nairobi's clock, for the calendar; stamped with the current minute.
    const calendar =
      chosen && time && minute !== null
        ? whom.calendar({
            uid: `${listing.id}-${date}T${time.replace(':', '')}-${minute}@miadi.co.ke`,
            title: fill(words.next.calendarTitle, { service: chosen.name }),
            description: [words.next.calendarNote, depositDue].filter(Boolean).join('\n'),
            location: `${listing.name}, ${listing.address}`,
            date,
            time,
            minutes: chosen.minutes,
            stamp: new Date(minute * 60_000),
          })
        : undefined;
    // A time sooner than free cancellation allows is said before sending (D31 amended).
    const insideWindow = Boolean(
      time &&
      minute !== null &&
      listing.freeCancellationHours &&
      insideFreeCancellation(listing.freeCancellationHours, date, time, new Date(minute * 60_000)),
    );
    return (
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('service')}
          placeholder={words.placeholders.service}
          options={listing.services.map((service) => ({
            value: service.name,
            label: `${service.name}: ${priceWithUnit(service.priceKes, service.per, lang, words.request.perUnit)}, ${formatDuration(service.minutes, lang)}`,
          }))}
          className="sm:col-span-2"
        />
        <SelectField
          {...field('date')}
          value={date}
          placeholder={words.placeholders.date}
          // Whole words, as a screen reader should say them: "Saturday 28 November", not "28".
          options={dates.map((value) => ({ value, label: formatLongDate(value, lang) }))}
          hint={form.values.service ? undefined : words.hints.date}
          className="sm:col-span-2"
        />
        <SelectField
          {...field('time')}
          value={time}
          placeholder={words.placeholders.time}
          options={times.map((value) => {
            const deal = dealFor(form.values.service, date, value);
            return {
              value,
              label:
                chosen && deal
                  ? dealOption(value, deal, chosen, lang, words.deal)
                  : formatTime(value, lang),
            };
          })}
          hint={date ? words.hints.time : words.noTimes}
          // A whole row: a deal's time reads "saa 4 asubuhi (10:00), ofa Kes 1,440", too long
          // for half of one.
          className="sm:col-span-2"
        />
        <p
          aria-live="polite"
          className="text-sm font-semibold text-amber-900 empty:hidden sm:col-span-2"
        >
          {missed && !time ? (
            missed.toClasses ? (
              <a href={`#${CLASSES_ANCHOR}`} className="underline">
                {missed.text}
              </a>
            ) : (
              missed.text
            )
          ) : null}
        </p>
        {words.waitlist ? (
          <p className="text-sm sm:col-span-2">
            <a href={`#${WAITLIST_ANCHOR}`} className="font-semibold text-brand-800 underline">
              {words.waitlist}
            </a>
          </p>
        ) : null}
        <p aria-live="polite" className="font-semibold text-brand-900 empty:hidden sm:col-span-2">
          {chosen && applied ? dealLine(chosen, applied, lang, words.deal) : null}
        </p>
        {/* "Anyone" only while someone who does the service is free; each says when she works. */}
        {members.length ? (
          <SelectField
            {...field('member')}
            value={member}
            placeholder={words.terms.member.anyone}
            options={members.map((name) => ({
              value: name,
              label: fill(words.terms.member.option, {
                name,
                hours: formatOpeningHours(
                  team.find((person) => person.name === name)?.hours ?? [],
                  lang,
                ),
              }),
            }))}
            hint={words.terms.member.hint}
            className="sm:col-span-2"
          />
        ) : null}
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
        {/* What the visitor agrees to by sending, just above the button (D31). */}
        <RequestTerms
          words={words.terms}
          {...(deposit.line ? { deposit: deposit.line } : {})}
          insideWindow={insideWindow}
        />
        <RequestActions
          form={form}
          words={words}
          links={handoff.links}
          next={{
            words: words.next,
            ...(depositDue ? { deposit: depositDue } : {}),
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
