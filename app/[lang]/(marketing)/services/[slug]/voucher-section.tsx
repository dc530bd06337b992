import { Section } from '@/components/section';
import {
  VoucherForm,
  type VoucherFormWords,
  type VoucherListing,
} from '@/components/islands/voucher-form';
import type { Dictionary } from '@/content/dictionary';
import { listingAddress, type CatalogueListing } from '@/lib/catalogue';
import { depositTo } from '@/lib/booking-policy';
import { bookingEmailHref, whatsappHref } from '@/lib/booking-request';
import { formWords } from '@/lib/form-words';
import type { Lang } from '@/lib/i18n';
import { currentLang, dictionary } from '@/lib/page-language';
import { fill, fillCount } from '@/lib/template';
import { VOUCHERS_ANCHOR, voucherChoices } from '@/lib/voucher-request';
import { confirmationChannel, handOverWords } from './booking-section';

type VoucherListingData = Pick<
  CatalogueListing,
  | 'id'
  | 'name'
  | 'email'
  | 'whatsapp'
  | 'street'
  | 'location'
  | 'confirmsBy'
  | 'services'
  | 'vouchers'
>;

/** What the voucher form needs of a listing that offers vouchers, and nothing more. */
export function voucherListing(
  listing: VoucherListingData & { vouchers: NonNullable<CatalogueListing['vouchers']> },
  dict: Dictionary,
): VoucherListing {
  return {
    id: listing.id,
    whatsapp: listing.whatsapp,
    ...(listing.email ? { email: listing.email } : {}),
    choices: voucherChoices(
      listing.vouchers,
      listing.services,
      dict.giftVouchers.giftVouchers.offer,
    ),
    pay: depositTo(listing.vouchers, dict.bookingTerms.bookingTerms.deposit),
  };
}

/** The voucher form's words for one listing: its language's only, its name written in. */
export function voucherFormWords(
  dict: Dictionary,
  listing: VoucherListingData,
  lang: Lang,
): VoucherFormWords {
  const { name } = listing;
  const { form, next, privacy, message } = dict.giftVouchers.giftVouchers;
  const { channel } = confirmationChannel(dict, listing);
  return {
    labels: form.labels,
    placeholders: form.placeholders,
    errorLabels: form.errorLabels,
    hints: { ...form.hints, phone: fill(form.hints.phone, { name }) },
    errors: form.errors,
    submit: form.submit,
    sent: fill(form.sent, { name }),
    ...handOverWords(dict, listing, privacy),
    request: {
      lang,
      greeting: fill(message.greeting, { name, address: listingAddress(listing) }),
      recipient: message.recipient,
      self: message.self,
      note: message.note,
      pay: message.pay,
      me: dict.listingPage.bookingForm.message.me,
      closing: message.closing,
      subject: fill(message.subject, { name }),
    },
    next: {
      title: dict.bookingTerms.bookingTerms.next.title,
      confirms: fill(next.confirms, { name, channel }),
      pay: next.pay,
      sendsTo: fill(next.sendsTo, { name }),
      sendsToMe: fill(next.sendsToMe, { name }),
    },
    form: formWords(dict, {
      kind: 'gift-voucher',
      messages: ['kenyanPhone', 'dateFormat', 'notInPast'],
    }),
    newTab: dict.bookingWidget.embedPage.newTab,
  };
}

/**
 * What a voucher can be for, how long it is valid, where it is paid and its terms: the same on
 * the listing's page and in its widget.
 */
export function VoucherOffer({
  listing,
  dict,
  lang,
}: {
  listing: VoucherListingData & { vouchers: NonNullable<CatalogueListing['vouchers']> };
  dict: Dictionary;
  lang: Lang;
}) {
  const { offer } = dict.giftVouchers.giftVouchers;
  const { vouchers } = listing;
  const choices = voucherChoices(vouchers, listing.services, offer);
  return (
    <div className="max-w-3xl">
      <h3 className="text-lg font-semibold text-slate-900">{offer.title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li
            key={choice.value}
            className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-300"
          >
            {choice.label}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700">
        {fill(offer.validity, {
          months: fillCount(lang, offer.months, vouchers.validMonths),
        })}{' '}
        {fill(offer.pay, {
          to: depositTo(vouchers, dict.bookingTerms.bookingTerms.deposit),
          name: listing.name,
        })}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-semibold">{offer.terms}:</span> {vouchers.terms[lang]}
      </p>
    </div>
  );
}

/** Gift vouchers at #gift-vouchers, on a listing that offers them (D37). */
export async function VoucherSection({
  listing,
}: {
  listing: CatalogueListing & { vouchers: NonNullable<CatalogueListing['vouchers']> };
}) {
  const lang = await currentLang();
  const dict = await dictionary();
  const { giftVouchers } = dict.giftVouchers;
  const { name } = listing;
  const words = voucherFormWords(dict, listing, lang);
  // Without JavaScript, the buyer writes the request herself, its blanks to fill in.
  const direct = [
    fill(giftVouchers.message.direct, { name, address: listingAddress(listing) }),
    giftVouchers.message.closing,
  ].join('\n');
  return (
    <Section
      id={VOUCHERS_ANCHOR}
      title={giftVouchers.title}
      intro={fill(giftVouchers.intro, { name })}
    >
      <div className="mt-8">
        <VoucherOffer listing={listing} dict={dict} lang={lang} />
      </div>
      <div className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h3 className="mb-5 text-lg font-semibold text-slate-900">{giftVouchers.form.title}</h3>
        <VoucherForm listing={voucherListing(listing, dict)} words={words} />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {giftVouchers.direct}{' '}
        <a
          href={whatsappHref(listing.whatsapp, direct)}
          className="font-semibold text-brand-800 underline"
        >
          {fill(giftVouchers.directLink, { name })}
        </a>{' '}
        <a
          href={bookingEmailHref(words.request, direct, listing.email)}
          className="font-semibold text-brand-800 underline"
        >
          {giftVouchers.directEmail}
        </a>
      </p>
    </Section>
  );
}
