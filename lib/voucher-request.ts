import type { Lang } from './i18n';
import { formatLongDate } from './dates';
import { formatKes } from './money';
import { fill } from './template';

/*
 * A gift voucher request (D37): the buyer asks the listing for a voucher of an amount or a
 * service, for someone named, delivered on a day. It is sent like a booking request
 * (lib/booking-request.ts): posted as 'gift-voucher' with an endpoint, else handed over by
 * WhatsApp, SMS or email. The business confirms, the buyer pays it by M-Pesa, and the business
 * sends the code: nothing is sold or paid on the site.
 */

/** Where the listing page's gift vouchers are. */
export const VOUCHERS_ANCHOR = 'gift-vouchers';

/** The longest message for the voucher: a line that fits with the code in one SMS or two. */
export const VOUCHER_NOTE_MAX = 150;

/** What a voucher can be for: an amount, or one of the listing's services at its price. */
export type VoucherChoice = { value: string; label: string; kes: number };

/** A choice's value for an amount: "kes-5000" (a service's is its name). */
const amountValue = (kes: number) => `kes-${kes}`;

/**
 * The voucher's choices, amounts first, then services by their names as the page shows them;
 * a service the listing no longer has is left out.
 */
export function voucherChoices(
  vouchers: { amounts?: readonly number[]; services?: readonly string[] },
  services: readonly { name: string; priceKes: number }[],
  words: { amount: string; service: string },
): VoucherChoice[] {
  const amounts = (vouchers.amounts ?? []).map((kes) => ({
    value: amountValue(kes),
    label: fill(words.amount, { amount: formatKes(kes) }),
    kes,
  }));
  const named = (vouchers.services ?? []).flatMap((name) => {
    const service = services.find((entry) => entry.name === name);
    return service
      ? [
          {
            value: service.name,
            label: fill(words.service, {
              service: service.name,
              price: formatKes(service.priceKes),
            }),
            kes: service.priceKes,
          },
        ]
      : [];
  });
  return [...amounts, ...named];
}

/** A voucher request as posted. `recipientPhone` is empty when the buyer hands it over. */
export type VoucherRequest = {
  listing: string;
  source: 'listing' | 'embed';
  /** "Kes 5,000", or "Swedish massage (60 min) (Kes 5,000)". */
  gift: string;
  name: string;
  phone: string;
  recipientName: string;
  recipientPhone: string;
  note: string;
  /** The day the code should reach the recipient, "YYYY-MM-DD". */
  date: string;
  /** Where the buyer pays, as the page said it: "Paybill 482615, account SERENITYGIFT". */
  pay: string;
};

/** The request's words in the page's language, the listing's name and address written in. */
export type VoucherMessageWords = {
  lang: Lang;
  greeting: string;
  recipient: string;
  self: string;
  note: string;
  pay: string;
  /** "My name is …, mobile …", as every request of the listing says it. */
  me: string;
  closing: string;
  subject: string;
};

/** What the voucher is for, as a request names it: "Kes 5,000" or "Facial (Kes 4,500)". */
export function giftName(choice: VoucherChoice): string {
  const price = formatKes(choice.kes);
  return choice.value === amountValue(choice.kes) ? price : `${choice.value} (${price})`;
}

/** The voucher request as the buyer would write it, its day in `lang`. */
export function voucherMessage(words: VoucherMessageWords, request: VoucherRequest): string {
  const date = formatLongDate(request.date, words.lang);
  const recipient = request.recipientName.trim();
  const note = request.note.trim();
  return [
    fill(words.greeting, { gift: request.gift }),
    request.recipientPhone
      ? fill(words.recipient, { recipient, phone: `+${request.recipientPhone}`, date })
      : fill(words.self, { recipient, date }),
    note ? fill(words.note, { note }) : null,
    fill(words.me, { name: request.name.trim(), phone: `+${request.phone}` }),
    fill(words.pay, { to: request.pay }),
    words.closing,
  ]
    .filter(Boolean)
    .join('\n');
}
