import type { NextStepWords } from './booking-next-steps';
import {
  depositAmount,
  depositPrice,
  depositTo,
  depositFormLine,
  type BookingTermsWords,
  type PriceFormat,
} from '@/lib/booking-policy';
import type { Deposit } from '@/lib/catalogue-schema';
import { formatKes } from '@/lib/money';
import { fill } from '@/lib/template';

/** What a request shows above its send button: the listing's words (D31). */
export type RequestTermsWords = {
  /** The listing's policy as its page states it, or that it has published none. */
  policy: string;
  policyTitle: string;
  /** Said when the chosen time starts sooner than free cancellation allows. */
  insideWindow?: string;
  /** The deposit before a price is known ("30% of the price …"), where there is one. */
  deposit?: string;
  depositWords: BookingTermsWords['deposit'];
  /** The request's deposit value: "{amount}, by M-Pesa to {to}". */
  depositValue: string;
  /** "Price", the label of a class's or a waitlisted service's price. */
  price: string;
};

/**
 * The "what happens next" panel's words (D32); the calendar title keeps {service} and the
 * deposit {amount} and {to}, filled in the browser.
 */
export type RequestNextWords = NextStepWords & {
  calendarTitle: string;
  calendarNote: string;
  deposit: string;
};

/**
 * A request's deposit for a price (the chosen service's or class's, after any deal): the line
 * above the send button, what the request carries, and what the next steps (and the calendar
 * file) say to pay, each with the price's unit where it has one (`format`). Before a price is
 * known, only the line, the listing's deposit in general, labelled all the same.
 */
export function requestDeposit(
  listing: { name: string; deposit?: Deposit },
  price: number | undefined,
  terms: RequestTermsWords,
  next: Pick<RequestNextWords, 'deposit'>,
  format: PriceFormat = formatKes,
): { line?: string; value: string; due?: string } {
  const { deposit } = listing;
  const words = terms.depositWords;
  if (!deposit) return { value: '' };
  if (price === undefined) {
    return { line: terms.deposit && `${words.title}: ${terms.deposit}`, value: '' };
  }
  const to = depositTo(deposit, words);
  return {
    line: depositFormLine({ name: listing.name, deposit }, price, words, format),
    value: fill(terms.depositValue, { amount: depositAmount(deposit, price, words, format), to }),
    due: fill(next.deposit, { amount: depositPrice(deposit, price, format), to }),
  };
}

type Props = {
  words: RequestTermsWords;
  /** "Kes 800", where the request has a price of its own to show (a class, a waitlist). */
  price?: string;
  /** The deposit line, labelled (requestDeposit). */
  deposit?: string;
  /** The chosen time is inside free cancellation: say so. */
  insideWindow?: boolean;
};

/**
 * What the visitor agrees to by sending, just above the send button, the same in every request
 * of a listing: the booking, a class's spot, the waitlist (D31).
 */
export function RequestTerms({ words, price, deposit, insideWindow }: Props) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200 sm:col-span-2">
      <p aria-live="polite" className="mb-2 empty:hidden">
        {price ? (
          <>
            <span className="font-semibold">{words.price}:</span> {price}
          </>
        ) : null}
      </p>
      <p>
        <span className="font-semibold">{words.policyTitle}:</span> {words.policy}
      </p>
      <p aria-live="polite" className="mt-2 font-semibold text-amber-900 empty:hidden">
        {insideWindow ? words.insideWindow : null}
      </p>
      <p aria-live="polite" className="mt-2 empty:hidden">
        {deposit}
      </p>
    </div>
  );
}
