'use client';

import Link from 'next/link';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { FormStatusMessage } from '@/components/form/form-status';
import { bookingForm } from '@/content/booking';
import type { BookingRules, Service } from '@/content/catalogue';
import { site } from '@/content/site';
import {
  BOOK_SERVICE_ATTRIBUTE,
  bookingEmailHref,
  bookingMessage,
  whatsappHref,
  type BookingRequest,
} from '@/lib/booking-request';
import { bookableDates, slotsOn } from '@/lib/booking-slots';
import { HONEYPOT, submitForm } from '@/lib/forms';
import { formatKes } from '@/lib/money';
import { formatDuration, formatShortDate, type OpeningHours } from '@/lib/opening-hours';
import { chosen, kenyanMobile, required, type Validator } from '@/lib/validation';
import { useForm, type FormState } from './use-form';

/** What the form needs of a listing: not the whole catalogue entry. */
export type BookableListing = {
  id: string;
  name: string;
  whatsapp: string;
  hours: OpeningHours;
  booking: BookingRules;
  services: readonly Service[];
};

/** The classes of the form's buttons, worked out on the server by buttonClass(). */
export type BookingButtonClasses = { submit: string; send: string; email: string };

type Props = {
  listing: BookableListing;
  /**
   * From buttonClass() on the server: the same buttons as everywhere, without bringing the
   * class merger (tailwind-merge) to the browser for three buttons.
   */
  buttons: BookingButtonClasses;
  /** Where requests are posted; the build's endpoint unless a test gives one. */
  endpoint?: string;
};

/** The time, re-read every minute so past slots drop out; null in the static HTML. */
function subscribeToMinutes(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);

const labels = bookingForm.labels;

type FieldName = keyof typeof labels;

/**
 * The booking request: a service, one of the next 14 days with a free slot, a slot on the
 * listing's own clock, then name, mobile number and a note. With a form endpoint it is sent
 * through lib/forms; without one, the visitor sends the same request by WhatsApp or email.
 * Either way it is a request: the listing confirms it.
 */
export function BookingForm({ listing, buttons, endpoint = site.formEndpoint }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () => null);
  const now = minute === null ? null : new Date(minute * 60_000);
  const rules = { hours: listing.hours, ...listing.booking };
  const [handoff, setHandoff] = useState<{ whatsapp: string; email: string } | null>(null);

  const serviceOf = (name: string) => listing.services.find((service) => service.name === name);
  const datesFor = (name: string) => {
    const service = serviceOf(name);
    return service && now ? bookableDates(rules, service.minutes, now) : [];
  };
  const timesFor = (name: string, date: string) => {
    const service = serviceOf(name);
    return service && now && date ? slotsOn(rules, date, service.minutes, now) : [];
  };

  // Checked when sent: a slot can pass while the form is open.
  const stillFree: Validator = (time) =>
    !time || timesFor(form.values.service, form.values.date).includes(time)
      ? null
      : 'That time has passed or is too soon now: choose another.';

  const form: ReturnType<typeof useForm<FieldName>> = useForm<FieldName>({
    formRef,
    kind: 'booking',
    initial: { service: '', date: '', time: '', name: '', phone: '', note: '' },
    rules: {
      service: [chosen],
      date: [chosen],
      time: [chosen, stillFree],
      name: [required],
      phone: [required, kenyanMobile],
    },
    labels,
    send: async (values, honeypot): Promise<FormState> => {
      const request: BookingRequest = {
        listing: listing.id,
        service: values.service,
        date: values.date,
        time: values.time,
        name: values.name.trim(),
        phone: kenyanMobile.normalise(values.phone),
        note: values.note.trim(),
      };
      if (!endpoint) {
        const message = bookingMessage(listing.name, request, serviceOf(values.service));
        setHandoff({
          whatsapp: whatsappHref(listing.whatsapp, message),
          email: bookingEmailHref(listing.name, message),
        });
        return { status: 'idle' };
      }
      return submitForm('booking', { ...request, [HONEYPOT]: honeypot }, { endpoint });
    },
  });

  /** A new service keeps the day and time only where they are still free for it. */
  function chooseService(name: string) {
    setHandoff(null);
    form.setValue('service', name);
    const { date, time } = form.values;
    if (!datesFor(name).includes(date)) {
      form.setValue('date', '');
      form.setValue('time', '');
    } else if (!timesFor(name, date).includes(time)) form.setValue('time', '');
  }

  // The price list's Book links jump here (plain anchors, so they work before this loads);
  // this picks the service each one names.
  const onBookLink = useEffectEvent((event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(`[${BOOK_SERVICE_ATTRIBUTE}]`);
    const name = link?.getAttribute(BOOK_SERVICE_ATTRIBUTE);
    if (name) chooseService(name);
  });
  useEffect(() => {
    document.addEventListener('click', onBookLink);
    return () => document.removeEventListener('click', onBookLink);
  }, []);

  const field = (name: FieldName) => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (
        event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => {
        setHandoff(null);
        props.onChange(event);
      },
    };
  };

  const dates = datesFor(form.values.service);
  const times = timesFor(form.values.service, form.values.date);
  const sending = form.state.status === 'sending';

  return (
    <form
      ref={formRef}
      onSubmit={form.submit}
      noValidate
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <SelectField
        {...field('service')}
        onChange={(event) => chooseService(event.target.value)}
        required
        placeholder={bookingForm.placeholders.service}
        options={listing.services.map((service) => ({
          value: service.name,
          label: `${service.name}: ${formatKes(service.priceKes)}, ${formatDuration(service.minutes)}`,
        }))}
        className="sm:col-span-2"
      />
      <SelectField
        {...field('date')}
        onChange={(event) => {
          setHandoff(null);
          form.setValue('date', event.target.value);
          if (!timesFor(form.values.service, event.target.value).includes(form.values.time))
            form.setValue('time', '');
        }}
        required
        placeholder={bookingForm.placeholders.date}
        options={dates.map((date) => ({ value: date, label: formatShortDate(date) }))}
        hint={form.values.service ? undefined : bookingForm.hints.date}
      />
      <SelectField
        {...field('time')}
        required
        placeholder={bookingForm.placeholders.time}
        options={times.map((time) => ({ value: time, label: time }))}
        hint={form.values.date ? bookingForm.hints.time : bookingForm.noTimes}
      />
      <InputField {...field('name')} required autoComplete="name" />
      <InputField
        {...field('phone')}
        type="tel"
        required
        autoComplete="tel"
        hint={bookingForm.hints.phone}
      />
      <TextAreaField
        {...field('note')}
        rows={3}
        hint={bookingForm.hints.note}
        className="sm:col-span-2"
      />
      <Honeypot {...form.honeypot} />
      <div className="sm:col-span-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="submit" disabled={sending} className={buttons.submit}>
            {sending ? bookingForm.sending : bookingForm.submit}
          </button>
          <p className="text-sm text-slate-700">
            {bookingForm.privacy(listing.name)}{' '}
            <Link href="/privacy" prefetch={false} className="underline">
              {bookingForm.privacyLink}
            </Link>
            .
          </p>
        </div>
        <FormStatusMessage
          state={form.state}
          errorCount={form.errorCount}
          onRetry={() => form.submit()}
          sentMessage={`${bookingForm.sent(listing.name)} ${bookingForm.sentNote}`}
        />
        <div role="status" aria-live="polite" className="empty:hidden">
          {handoff ? (
            <div className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-950">
              <p className="font-semibold">{bookingForm.fallback.title(listing.name)}</p>
              <p className="mt-1 text-sm">
                {bookingForm.fallback.text(listing.name, site.contact.email)}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <a href={handoff.whatsapp} className={buttons.send}>
                  {bookingForm.fallback.whatsapp}
                </a>
                <a href={handoff.email} className={buttons.email}>
                  {bookingForm.fallback.email}
                </a>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </form>
  );
}
