'use client';

import { useState } from 'react';
import { island } from './island';
import { useNow } from './use-minute';
import { CheckboxField } from '@/components/form/checkbox-field';
import { RequestActions, type HandOffWords } from '@/components/form/hand-off';
import type { NextStepWords } from '@/components/form/booking-next-steps';
import {
  clearingChanges,
  origin,
  originFields,
  requesterFields,
  sendRequest,
  useHandOff,
} from '@/components/form/request-form';
import { Honeypot, InputField, SelectField, TextAreaField } from '@/components/form/fields';
import { useForm, type FormState } from '@/components/form/use-form';
import { formEndpoint } from '@/content/contact';
import { formatLongDate, localIsoDate } from '@/lib/dates';
import { notInPast } from '@/lib/field-rules';
import type { FormWords } from '@/lib/form-words';
import { phoneField, type Fields } from '@/lib/forms';
import { formatKes } from '@/lib/money';
import { fill } from '@/lib/template';
import {
  giftName,
  voucherMessage,
  VOUCHER_NOTE_MAX,
  type VoucherChoice,
  type VoucherMessageWords,
  type VoucherRequest,
} from '@/lib/voucher-request';

/** What the form needs of a listing: where requests go, what a voucher can be, where it is paid. */
export type VoucherListing = {
  id: string;
  whatsapp: string;
  /** Where the written-out request is emailed: the listing's own address, else Miadi's. */
  email?: string;
  choices: readonly VoucherChoice[];
  /** "Paybill 482615, account SERENITYGIFT". */
  pay: string;
};

/** The form's words in the page's language, the listing's name written in (voucher-section). */
export type VoucherFormWords = {
  labels: Record<
    | 'gift'
    | 'name'
    | 'phone'
    | 'recipientName'
    | 'recipientPhone'
    | 'selfHandOver'
    | 'note'
    | 'date',
    string
  >;
  placeholders: { gift: string };
  errorLabels: Record<'gift' | 'recipientName' | 'recipientPhone' | 'date', string>;
  hints: Record<'phone' | 'recipientPhone' | 'note', string>;
  errors: { note: string };
  submit: string;
  sent: string;
  fallback: HandOffWords;
  privacy: string;
  request: VoucherMessageWords;
  /** What happens next (D32): `pay` keeps {amount} and {to}, `sendsTo…` {date} and {recipient}. */
  next: Pick<NextStepWords, 'title' | 'confirms'> & {
    pay: string;
    sendsTo: string;
    sendsToMe: string;
  };
  form: FormWords<'kenyanPhone' | 'dateFormat' | 'notInPast'>;
  newTab: string;
};

type Props = {
  listing: VoucherListing;
  words: VoucherFormWords;
  /** Where requests are posted; the build's endpoint unless a test gives one. */
  endpoint?: string;
  /** In the booking widget's frame (D27): links open new tabs, requests say they came from it. */
  inFrame?: boolean;
};

/**
 * A gift voucher request (D37): an amount or a service, who it is for (their mobile, or the
 * buyer hands it over), a short message, the day it should reach them, and the buyer. Posted as
 * 'gift-voucher' with an endpoint; without one, handed over by WhatsApp or email like a booking
 * request. Nothing is sold or paid here: the business confirms and is paid by M-Pesa.
 */
export const VoucherForm = island(
  'VoucherForm',
  function VoucherForm({ listing, words, endpoint = formEndpoint, inFrame = false }: Props) {
    const { labels, errorLabels } = words;
    const { lang } = words.request;
    const handoff = useHandOff();
    // Today, on this device's clock: none in the static HTML, which cannot know when it is read.
    const now = useNow();
    // The buyer hands the voucher over herself: the code comes to her, no other number is asked.
    const [self, setSelf] = useState(false);
    const choiceOf = (value: string) => listing.choices.find((choice) => choice.value === value);

    const fields = {
      ...originFields,
      gift: { label: labels.gift, errorLabel: errorLabels.gift, type: 'select', required: true },
      recipientName: {
        label: labels.recipientName,
        errorLabel: errorLabels.recipientName,
        required: true,
        autoComplete: 'off',
      },
      recipientPhone: {
        ...phoneField,
        label: labels.recipientPhone,
        errorLabel: errorLabels.recipientPhone,
        autoComplete: 'off',
      },
      note: {
        label: labels.note,
        type: 'textarea',
        rules: [(value) => (value.trim().length > VOUCHER_NOTE_MAX ? words.errors.note : null)],
      },
      date: {
        label: labels.date,
        errorLabel: errorLabels.date,
        type: 'date',
        required: true,
        rules: [notInPast],
      },
      ...requesterFields(labels),
    } satisfies Fields<string, 'kenyanPhone' | 'dateFormat' | 'notInPast'>;
    type Name = keyof typeof fields;
    const all = Object.keys(fields) as Name[];

    function send(data: Record<Name, string | boolean>): FormState | Promise<FormState> {
      const text = (key: Name) => String(data[key] ?? '').trim();
      const request: VoucherRequest = {
        ...origin(listing.id, inFrame),
        gift: giftName(choiceOf(text('gift'))!),
        name: text('name'),
        phone: text('phone'),
        recipientName: text('recipientName'),
        recipientPhone: self ? '' : text('recipientPhone'),
        note: text('note'),
        date: text('date'),
        pay: listing.pay,
      };
      return sendRequest(handoff, 'gift-voucher', request, {
        endpoint,
        honeypot: form.honeypot.value,
        words,
        listing,
        message: voucherMessage(words.request, request),
      });
    }

    const form = useForm(fields, {
      words: words.form,
      initial: origin(listing.id, inFrame),
      active: self ? all.filter((name) => name !== 'recipientPhone') : all,
      send,
    });

    const { field } = clearingChanges(form, handoff.clear);
    const chosen = choiceOf(form.values.gift);
    const date = form.values.date;
    const next = {
      title: words.next.title,
      confirms: words.next.confirms,
      change:
        date && form.values.recipientName.trim()
          ? fill(self ? words.next.sendsToMe : words.next.sendsTo, {
              date: formatLongDate(date, lang),
              recipient: form.values.recipientName.trim(),
            })
          : '',
      calendar: '',
      calendarFile: '',
    };

    return (
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('gift')}
          placeholder={words.placeholders.gift}
          options={listing.choices.map(({ value, label }) => ({ value, label }))}
          className="sm:col-span-2"
        />
        <InputField {...field('recipientName')} />
        <InputField {...field('date')} {...(now ? { min: localIsoDate(now) } : {})} />
        <CheckboxField
          name="selfHandOver"
          label={labels.selfHandOver}
          checked={self}
          onChange={(event) => {
            handoff.clear();
            setSelf(event.target.checked);
          }}
          className="sm:col-span-2"
        />
        {self ? null : (
          <InputField
            {...field('recipientPhone')}
            hint={words.hints.recipientPhone}
            className="sm:col-span-2"
          />
        )}
        <TextAreaField
          {...field('note')}
          rows={2}
          maxLength={VOUCHER_NOTE_MAX}
          hint={words.hints.note}
          className="sm:col-span-2"
        />
        <InputField {...field('name')} />
        <InputField {...field('phone')} hint={words.hints.phone} />
        <Honeypot {...form.honeypot} />
        <RequestActions
          form={form}
          words={words}
          links={handoff.links}
          next={{
            words: next,
            ...(chosen
              ? {
                  deposit: fill(words.next.pay, { amount: formatKes(chosen.kes), to: listing.pay }),
                }
              : {}),
          }}
          handsOver={!endpoint}
          inFrame={inFrame}
        />
      </form>
    );
  },
);
