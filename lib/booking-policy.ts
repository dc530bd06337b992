import type { bookingTerms } from '@/content/booking-terms';
import type { Translation } from '@/content/i18n/types';
import type { BookingPolicy, Deposit, ReplyTime, Share } from './catalogue-schema';
import { formatMonth } from './dates';
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
  const hours = policy.freeCancellationHours;
  return [
    hours ? fillCount(lang, words.freeCancellation, hours) : words.freeCancellationUntilStart,
    policy.lateCancellationFee
      ? fill(words.lateCancellationFee, { fee: feeText(policy.lateCancellationFee, words) })
      : null,
    policy.noShowFee ? fill(words.noShowFee, { fee: feeText(policy.noShowFee, words) }) : null,
    listing.deposit && policy.depositWhenCancelledInTime
      ? policy.depositWhenCancelledInTime === 'returned'
        ? words.depositReturned
        : words.depositCredit
      : null,
    policy.lateArrivalMinutes !== undefined
      ? fillCount(lang, words.lateArrival, policy.lateArrivalMinutes)
      : null,
  ]
    .filter(Boolean)
    .join(' ');
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
export function depositTo(deposit: Deposit, words: BookingTermsWords['deposit']): string {
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
  const { amount } = listing.deposit;
  return fill(words.line, {
    amount:
      'kes' in amount
        ? formatKes(amount.kes)
        : fill(words.percentOfPrice, { percent: amount.percent }),
    to: depositTo(listing.deposit, words),
    name: listing.name,
  });
}

/** The deposit for a chosen price: "Kes 540 (30% of Kes 1,440)", "Kes 500". */
export function depositAmount(
  deposit: Deposit,
  price: number,
  words: BookingTermsWords['deposit'],
): string {
  const amount = formatKes(depositKes(deposit, price));
  return 'percent' in deposit.amount
    ? fill(words.share, { amount, percent: deposit.amount.percent, price: formatKes(price) })
    : amount;
}

/** The form's deposit line, above the send button, for a chosen price. */
export function depositFormLine(
  listing: { name: string; deposit: Deposit },
  price: number,
  words: BookingTermsWords['deposit'],
): string {
  return fill(words.form, {
    amount: depositAmount(listing.deposit, price, words),
    to: depositTo(listing.deposit, words),
    name: listing.name,
  });
}

/** "2 hours", "45 minutes": how fast a listing usually replies. */
export function replyTime(replies: ReplyTime, words: BookingTermsWords['about'], lang: Lang) {
  const minutes = replies.withinMinutes;
  return minutes % 60 === 0
    ? fillCount(lang, words.hours, minutes / 60)
    : fillCount(lang, words.minutes, minutes);
}

/** "Usually replies within 2 hours, as of November 2026." */
export function replyText(replies: ReplyTime, words: BookingTermsWords['about'], lang: Lang) {
  const time = replyTime(replies, words, lang);
  return fill(words.replies, { time, month: formatMonth(replies.asOf, lang) });
}
