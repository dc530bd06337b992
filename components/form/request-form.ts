import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { bookingEmailHref, smsHref, whatsappHref } from '@/lib/booking-request';
import { HONEYPOT, phoneField, submitForm, type FormKind, type SendWords } from '@/lib/forms';
import type { FormState } from './use-form';
import type { HandOffLinks } from './hand-off';

/**
 * What the listing's request forms share (the booking request, the waitlist, a class's spot, a
 * gift voucher): the send, the hand-over written out when there is no endpoint, fields whose
 * every change makes it out of date, and the page's links that choose what the form is about.
 */

/**
 * Runs `work` once the browser has painted what is on screen now: a frame's callback runs just
 * before that paint, and a task it queues runs after it (the HTML standard's event loop).
 */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** The request written out for WhatsApp, SMS and email, or null before it is (or once it is stale). */
export function useHandOff() {
  const [links, setLinks] = useState<HandOffLinks | null>(null);
  // Counts the changes made to the form: a request changed after its press is not handed over.
  const changes = useRef(0);
  return {
    links,
    /**
     * Opens a chat with the listing's `whatsapp` number with `message` typed in, in a new tab
     * so the page keeps what happens next; and writes out the same message by SMS to that
     * number and by email: to the listing's `email` where it gives one, else to Miadi.
     *
     * Called from the send button's press, which must answer within 100 ms on a slow phone
     * (issue 50). Opening a tab waits on the browser, so the press only paints, and the tab is
     * opened after that paint: still within the press's transient activation (the HTML
     * standard's "transient activation duration": about 5 s in Chrome and Firefox, 1 s in
     * Safari), so the browser lets it open. Then the written-out request is rendered and takes
     * focus (focus-on-show.ts), in the page or the widget's frame; where a browser blocks the
     * tab anyway, it is there with its own "Send on WhatsApp" link, and nothing is lost.
     */
    show: (whatsapp: string, words: { subject: string }, message: string, email?: string) => {
      const written = {
        whatsapp: whatsappHref(whatsapp, message),
        sms: smsHref(whatsapp, message),
        email: bookingEmailHref(words, message, email),
        message,
      };
      const pressed = changes.current;
      afterNextPaint(() => {
        if (changes.current !== pressed) return;
        window.open(written.whatsapp, '_blank', 'noopener');
        setLinks(written);
      });
    },
    clear: () => {
      changes.current += 1;
      setLinks(null);
    },
  };
}

/** The form's field props, where a change also makes a written-out request out of date. */
export function clearingChanges<Name extends string, F>(
  form: { setValue: (name: Name, value: string) => void; field: (name: Name) => F },
  clear: () => void,
) {
  const choose = (name: Name, value: string) => {
    clear();
    form.setValue(name, value);
  };
  const field = (name: Name) => ({
    ...form.field(name),
    onChange: (event: { target: { value: string } }) => choose(name, event.target.value),
  });
  return { choose, field };
}

/**
 * Links elsewhere on the page (plain anchors carrying `attribute`, so they jump to the form
 * before it loads too) that choose a value in it: the price list's Book links, the timetable's
 * "Request a spot".
 */
export function useChoiceLinks(attribute: string, pick: (value: string) => void) {
  const onClick = useEffectEvent((event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(`[${attribute}]`);
    const value = link?.getAttribute(attribute);
    if (value) pick(value);
  });
  useEffect(() => {
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

/**
 * The fields every request carries unseen: which listing it is for (by its id, its address),
 * and where it was made, the listing's page or the widget on the owner's site (D27).
 */
export const originFields = { listing: { label: 'listing' }, source: { label: 'source' } } as const;

export function origin(listing: string, inFrame: boolean) {
  return { listing, source: inFrame ? 'embed' : 'listing' } as const;
}

/** Who is asking, on every request: a name and a Kenyan mobile number, both required. */
export function requesterFields(labels: { name: string; phone: string }) {
  return {
    name: { label: labels.name, required: true, autoComplete: 'name' },
    phone: { ...phoneField, label: labels.phone },
  } as const;
}

/** Anything else the visitor wants the listing to know: a booking's or a class's note. */
export function noteField(label: string) {
  return { note: { label, type: 'textarea' } } as const;
}

/**
 * Sends a listing's request, the same way for a booking, a class's spot, the waitlist and a gift
 * voucher: posted as `kind` with an endpoint (D15, D23), its outcome a promise; without one,
 * written out for the visitor to send by WhatsApp, SMS or email (useHandOff), and nothing is
 * sent here. That outcome, idle, is returned at once: the press renders nothing for it
 * (use-form.ts), so it paints before the chat opens.
 */
export function sendRequest(
  handoff: ReturnType<typeof useHandOff>,
  kind: FormKind,
  request: Readonly<Record<string, string>>,
  options: {
    endpoint: string;
    honeypot: string;
    words: { form: { send: SendWords; subject: string }; request: { subject: string } };
    listing: { whatsapp: string; email?: string };
    /** The request as the visitor would write it. */
    message: string;
  },
): FormState | Promise<FormState> {
  const { endpoint, words, listing } = options;
  if (endpoint)
    return submitForm(
      kind,
      { ...request, [HONEYPOT]: options.honeypot },
      { words: words.form.send, subject: words.form.subject, endpoint },
    );
  handoff.show(listing.whatsapp, words.request, options.message, listing.email);
  return { status: 'idle' };
}
