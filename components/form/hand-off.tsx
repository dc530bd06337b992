import { useId } from 'react';
import { buttonClass } from '@/components/button';
import { CopyText } from './copy-text';
import { BookingNextSteps } from './booking-next-steps';
import { FormActions } from './form-actions';
import { focusOnShow } from './focus-on-show';

/** The written-out request: its text, and the links that send it by each channel. */
export type HandOffLinks = { whatsapp: string; email: string; sms: string; message: string };

export type HandOffWords = {
  title: string;
  text: string;
  whatsapp: string;
  email: string;
  sms: string;
  /** The copy box's label, its button, and what the button did (`{name}` is written in). */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
};

type Props = {
  /** The links, once the request is written out; null before, or once it changes. */
  links: HandOffLinks | null;
  words: HandOffWords;
  /** In a frame (D27) each link opens a new tab and says so in these words. */
  newTab?: string;
};

/**
 * A request written out for the visitor to send, when the site has no form endpoint: the send
 * button has opened WhatsApp with it; here are the same message by email (to the listing, or
 * Miadi who pass it on) and by SMS, and its text to copy (lib/booking-request.ts). It takes
 * focus as it appears, so it is in view, in the widget's frame too (frame-channel.tsx).
 */
export function HandOff({ links, words, newTab }: Props) {
  const id = useId();
  const tab = newTab ? ({ target: '_blank', rel: 'noopener' } as const) : {};
  const tabNote = newTab ? <span className="sr-only"> {newTab}</span> : null;
  const secondary = buttonClass({ variant: 'secondary', size: 'sm' });
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {links ? (
        <section
          key={links.message}
          ref={focusOnShow}
          tabIndex={-1}
          aria-labelledby={`${id}-title`}
          className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-950"
        >
          <h3 id={`${id}-title`} className="font-semibold">
            {words.title}
          </h3>
          <p className="mt-1 text-sm">{words.text}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={links.whatsapp} className={buttonClass({ size: 'sm' })} {...tab}>
              {words.whatsapp}
              {tabNote}
            </a>
            <a href={links.sms} className={secondary} {...tab}>
              {words.sms}
              {tabNote}
            </a>
            <a href={links.email} className={secondary} {...tab}>
              {words.email}
              {tabNote}
            </a>
          </div>
          <CopyText label={words.label} text={links.message} words={words} />
        </section>
      ) : null}
    </div>
  );
}

type ActionsProps = Pick<React.ComponentProps<typeof FormActions>, 'form'> & {
  words: {
    /** The button's words with a form endpoint: "Send request". */
    submit: string;
    /** Who receives the request and why (content/form-privacy.ts). */
    privacy: string;
    /** Added for a request for someone else: their name and number go to the listing too. */
    privacyForSomeone?: string;
    /** Said once it is sent: received, and by whom. */
    sent: string;
    fallback: HandOffWords;
    /** Read after a link that opens a new tab. */
    newTab: string;
  };
  links: HandOffLinks | null;
  /** No endpoint: the button names where the request goes ("Send on WhatsApp", D19). */
  handsOver: boolean;
  /** In a frame (D27): links open new tabs, and say so. */
  inFrame?: boolean;
  /** What happens next (D32), shown once the request is sent or written out. */
  next: Omit<React.ComponentProps<typeof BookingNextSteps>, 'newTab'>;
  /** The request is for someone else (D37): the privacy note says their details go too. */
  forSomeone?: boolean;
};

/**
 * A request form's submit row and status, then its written-out request when there is one, and
 * what happens next: the same for a booking, a class's spot and the waitlist.
 */
export function RequestActions({
  form,
  words,
  links,
  handsOver,
  inFrame,
  next,
  forSomeone,
}: ActionsProps) {
  const newTab = inFrame ? words.newTab : undefined;
  return (
    <div className="sm:col-span-2">
      <FormActions
        form={form}
        submitLabel={handsOver ? words.fallback.whatsapp : words.submit}
        privacy={
          forSomeone && words.privacyForSomeone
            ? `${words.privacy} ${words.privacyForSomeone}`
            : words.privacy
        }
        sentMessage={words.sent}
        privacyNewTab={newTab}
      />
      <HandOff links={links} words={words.fallback} newTab={newTab} />
      <div aria-live="polite" className="empty:hidden">
        {form.state.status === 'sent' || links ? (
          <BookingNextSteps {...next} {...(newTab ? { newTab } : {})} />
        ) : null}
      </div>
    </div>
  );
}
