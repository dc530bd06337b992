import { buttonClass } from '@/components/button';
import { icsEvent, icsHref, type CalendarRequest } from '@/lib/ics';

/** The panel's words for one listing, its name and channel already written in. */
export type NextStepWords = {
  title: string;
  /** "Glow Nail Bar confirms by WhatsApp, usually within 45 minutes (as of November 2026)." */
  confirms: string;
  /** How to cancel or change the request. */
  change: string;
  calendar: string;
  calendarFile: string;
};

type Props = {
  words: NextStepWords;
  /** "Once they confirm, pay the deposit of Kes 540 …", where the listing asks one. */
  deposit?: string;
  /** Who receives the confirmation, for a request for someone else (D37). */
  sendTo?: string;
  /**
   * The requested appointment, for the "Add to calendar" file (a waitlist's: one hold per day);
   * none until a time is chosen.
   */
  calendar?: CalendarRequest | readonly CalendarRequest[];
  /** In a frame (D27) the file opens in a new tab, saying so in these words. */
  newTab?: string;
};

/**
 * What happens after a booking request (D32): who confirms and how soon, the deposit and where
 * to pay it, how to cancel or change, and an "Add to calendar" file made here, in the browser.
 */
export function BookingNextSteps({ words, deposit, sendTo, calendar, newTab }: Props) {
  return (
    <section aria-labelledby="booking-next-title" className="mt-4 rounded-lg bg-brand-50 p-4">
      <h3 id="booking-next-title" className="font-semibold text-slate-900">
        {words.title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>{words.confirms}</li>
        {sendTo ? <li>{sendTo}</li> : null}
        {deposit ? <li>{deposit}</li> : null}
        <li>{words.change}</li>
      </ul>
      {calendar ? (
        <a
          href={icsHref(icsEvent(calendar))}
          download={`${words.calendarFile}.ics`}
          className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-3')}
          {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {words.calendar}
          {newTab ? <span className="sr-only"> {newTab}</span> : null}
        </a>
      ) : null}
    </section>
  );
}
