import { buttonClass } from '@/components/button';
import { FormActions } from './form-actions';

export type HandOffLinks = { whatsapp: string; email: string };

export type HandOffWords = { title: string; text: string; whatsapp: string; email: string };

type Props = {
  /** The links, once the request is written out; null before, or once it changes. */
  links: HandOffLinks | null;
  words: HandOffWords;
  /** In a frame (D27) each link opens a new tab and says so in these words. */
  newTab?: string;
};

/**
 * A request written out for the visitor to send, when the site has no form endpoint: by
 * WhatsApp to the listing, or by email to Miadi (lib/booking-request.ts). It is announced as
 * it appears, since it replaces a "sent" the visitor would otherwise expect.
 */
export function HandOff({ links, words, newTab }: Props) {
  const tab = newTab ? ({ target: '_blank', rel: 'noopener' } as const) : {};
  const tabNote = newTab ? <span className="sr-only"> {newTab}</span> : null;
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {links ? (
        <div className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{words.title}</p>
          <p className="mt-1 text-sm">{words.text}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={links.whatsapp} className={buttonClass({ size: 'sm' })} {...tab}>
              {words.whatsapp}
              {tabNote}
            </a>
            <a
              href={links.email}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              {...tab}
            >
              {words.email}
              {tabNote}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}

type ActionsProps = Pick<React.ComponentProps<typeof FormActions>, 'form'> & {
  words: {
    submit: string;
    /** Who receives the request and why (content/form-privacy.ts). */
    privacy: string;
    /** Said once it is sent. */
    sent: string;
    fallback: HandOffWords;
    /** Read after a link that opens a new tab. */
    newTab: string;
  };
  links: HandOffLinks | null;
  /** In a frame (D27): links open new tabs, and say so. */
  inFrame?: boolean;
};

/** A request form's submit row and status, then its written-out request when there is one. */
export function RequestActions({ form, words, links, inFrame }: ActionsProps) {
  const newTab = inFrame ? words.newTab : undefined;
  return (
    <div className="sm:col-span-2">
      <FormActions
        form={form}
        submitLabel={words.submit}
        privacy={words.privacy}
        sentMessage={words.sent}
        privacyNewTab={newTab}
      />
      <HandOff links={links} words={words.fallback} newTab={newTab} />
    </div>
  );
}
