import type { bookingTerms } from '@/content/booking-terms';
import type { Translation } from '@/content/i18n/types';
import type { BookingPolicy, Deposit, ReplyTime, Share } from './catalogue-schema';
import { calendarDate, formatMonth, hoursCount } from './dates';
import { toMinutes, zonedNow } from './opening-hours';
import type { Lang } from './i18n';
import { formatKes } from './money';
import { fill, fillCount } from './template';

/**
 * What a listing tells a visitor before a booking request (D31), as sentences in the page's
 * language: its policy, its deposit and how fast it replies. Only what the data states is
 * said. The server and the booking form's island both use these, with the words handed over
 * as plain strings.
 */

export type BookingTermsWords = Translation<typeof bookingTerms>;

/** "50% of the price", "the full price", "Kes 500". */
function feeText(fee: Share, words: BookingTermsWords['policy']): string {
  if ('kes' in fee) return formatKes(fee.kes);
  return fee.percent === 100
    ? words.fullPrice
    : fill(words.percentOfPrice, { percent: fee.percent });
}

/** The policy's sentences, each where the data states it. */
function policySentences(
  listing: { policy: BookingPolicy; deposit?: Deposit },
  words: BookingTermsWords['policy'],
  lang: Lang,
) {
  const { policy } = listing;
  const hours = policy.freeCancellationHours;
  return {
    free: hours
      ? fillCount(lang, words.freeCancellation, hours, hoursCount(hours, lang))
      : words.freeCancellationUntilStart,
    late: policy.lateCancellationFee
      ? fill(words.lateCancellationFee, { fee: feeText(policy.lateCancellationFee, words) })
      : null,
    noShow: policy.noShowFee
      ? fill(words.noShowFee, { fee: feeText(policy.noShowFee, words) })
      : null,
    deposit:
      listing.deposit && policy.depositWhenCancelledInTime
        ? policy.depositWhenCancelledInTime === 'returned'
          ? words.depositReturned
          : words.depositCredit
        : null,
    lateArrival:
      policy.lateArrivalMinutes !== undefined
        ? fillCount(lang, words.lateArrival, policy.lateArrivalMinutes)
        : null,
  };
}

/**
 * The policy as plain sentences, or the sentence that says none is published. What becomes of
 * a deposit is said only where the listing asks for one.
 */
export function policyText(
  listing: { name: string; policy?: BookingPolicy; deposit?: Deposit },
  words: BookingTermsWords['policy'],
  lang: Lang,
): string {
  const { policy } = listing;
  if (!policy) return fill(words.none, { name: listing.name });
  const sentences = policySentences({ ...listing, policy }, words, lang);
  return Object.values(sentences).filter(Boolean).join(' ');
}

/**
 * The policy in one line, for a message in the customer's words (D31 amended): until when
 * cancelling is free and what cancelling later costs. Nothing where none is published.
 */
export function policySummary(
  listing: { policy?: BookingPolicy; deposit?: Deposit },
  words: BookingTermsWords['policy'],
  lang: Lang,
): string | undefined {
  if (!listing.policy) return undefined;
  const { free, late } = policySentences({ ...listing, policy: listing.policy }, words, lang);
  return [free, late].filter(Boolean).join(' ');
}

/**
 * Whether a time on `date` starts sooner than the policy's free cancellation allows, at `now`
 * on the listing's clock (Nairobi): the form says so before the request is sent.
 */
export function insideFreeCancellation(
  freeCancellationHours: number,
  date: string,
  time: string,
  now: Date,
): boolean {
  const day = calendarDate(date);
  if (!day) return false;
  const clock = zonedNow(now);
  const today = calendarDate(clock.date)!;
  const away = (day.getTime() - today.getTime()) / 60_000 + toMinutes(time) - clock.minutes;
  return away < freeCancellationHours * 60;
}

/**
 * The deposit for a price (a service's, after any deal): a percentage rounded up to the next
 * whole shilling, or the amount in Kes, never more than the price.
 */
export function depositKes(deposit: Deposit, price: number): number {
  const { amount } = deposit;
  return 'percent' in amount
    ? Math.ceil((price * amount.percent) / 100)
    : Math.min(amount.kes, price);
}

/** "Paybill 522211, account GLOW", "Till number 5093318". */
export function depositTo(
  deposit: Pick<Deposit, 'mpesa'>,
  words: Pick<BookingTermsWords['deposit'], 'paybill' | 'till'>,
): string {
  const { mpesa } = deposit;
  return 'till' in mpesa
    ? fill(words.till, { number: mpesa.till })
    : fill(words.paybill, { number: mpesa.paybill, account: mpesa.account });
}

/** The page's deposit sentence, before a service is chosen: "30% of the price (after any deal), paid by M-Pesa to …". */
export function depositText(
  listing: { name: string; deposit: Deposit },
  words: BookingTermsWords['deposit'],
): string {
  return fill(words.line, {
    amount: depositShare(listing.deposit, words),
    to: depositTo(listing.deposit, words),
    name: listing.name,
  });
}

/** The deposit before a price is known: "Kes 500", "30% of the price (after any deal)". */
export function depositShare(deposit: Deposit, words: BookingTermsWords['deposit']): string {
  const { amount } = deposit;
  return 'kes' in amount
    ? formatKes(amount.kes)
    : fill(words.percentOfPrice, { percent: amount.percent });
}

/**
 * Writes a price of the chosen service: with its unit where it is priced per unit, "Kes 800
 * per set" (lib/unit-price.ts), else "Kes 800".
 */
export type PriceFormat = (kes: number) => string;

/**
 * The deposit in Kes for a price, written as prices are: a share of a price per unit, or a
 * fixed deposit cut down to that price, is per unit too ("Kes 240 per set").
 */
export function depositPrice(deposit: Deposit, price: number, format: PriceFormat = formatKes) {
  const kes = depositKes(deposit, price);
  return 'percent' in deposit.amount || kes === price ? format(kes) : formatKes(kes);
}

/** The deposit for a chosen price: "Kes 540 (30% of Kes 1,440)", "Kes 500". */
export function depositAmount(
  deposit: Deposit,
  price: number,
  words: BookingTermsWords['deposit'],
  format: PriceFormat = formatKes,
): string {
  const amount = depositPrice(deposit, price, format);
  return 'percent' in deposit.amount
    ? fill(words.share, { amount, percent: deposit.amount.percent, price: format(price) })
    : amount;
}

/** The form's deposit line, above the send button, for a chosen price. */
export function depositFormLine(
  listing: { name: string; deposit: Deposit },
  price: number,
  words: BookingTermsWords['deposit'],
  format: PriceFormat = formatKes,
): string {
  return fill(words.form, {
    amount: depositAmount(listing.deposit, price, words, format),
    to: depositTo(listing.deposit, words),
    name: listing.name,
  });
}

/** "2 hours", "45 minutes": how fast a listing usually replies. */
export function replyTime(replies: ReplyTime, words: BookingTermsWords['about'], lang: Lang) {
  const minutes = replies.withinMinutes;
  return minutes % 60 === 0
    ? fillCount(lang, words.hours, minutes / 60, hoursCount(minutes / 60, lang))
    : fillCount(lang, words.minutes, minutes);
}

/** "Usually replies within 2 hours, as of November 2026." */
export function replyText(replies: ReplyTime, words: BookingTermsWords['about'], lang: Lang) {
  const time = replyTime(replies, words, lang);
  return fill(words.replies, { time, month: formatMonth(replies.asOf, lang) });
}
