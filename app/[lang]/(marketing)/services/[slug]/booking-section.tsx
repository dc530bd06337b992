import { Link } from '@/components/link';
import { Section } from '@/components/section';
import { widgetHref } from '@/content/booking-widget';
import {
  BookingForm,
  type BookableListing,
  type BookingFormWords,
} from '@/components/islands/booking-form';
import { formWords } from '@/lib/form-words';
import type { CatalogueListing } from '@/lib/catalogue';
import type { Dictionary } from '@/content/dictionary';
import { site } from '@/content/site';
import { requestWords } from '@/lib/booking-request';
import type { Lang } from '@/lib/i18n';
import { currentLang, dictionary } from '@/lib/page-language';

/**
 * The form's words for one listing: only its language's, with the listing's name written in
 * and the note's hint for its category (a nail salon's customer is not asked about hair).
 */
export function bookingFormWords(
  dict: Dictionary,
  name: string,
  lang: Lang,
  category?: string,
): BookingFormWords {
  const { bookingForm } = dict.listingPage;
  const { labels } = bookingForm;
  const { validation } = dict.ui;
  return {
    labels,
    placeholders: bookingForm.placeholders,
    hints: {
      ...bookingForm.hints,
      note: noteHint(bookingForm.noteHints, category) ?? bookingForm.hints.note,
    },
    noTimes: bookingForm.noTimes,
    submit: bookingForm.submit,
    sent: `${bookingForm.sent(name)} ${bookingForm.sentNote}`,
    fallback: {
      title: bookingForm.fallback.title(name),
      text: bookingForm.fallback.text(name, site.contact.email),
      whatsapp: bookingForm.fallback.whatsapp,
      email: bookingForm.fallback.email,
    },
    privacy: dict.formPrivacy.formPrivacy.booking,
    errors: {
      date: validation.chosen(labels.date),
      slotGone: dict.ui.booking.slotGone,
      slotPassed: dict.ui.booking.slotPassed,
    },
    request: {
      ...requestWords(bookingForm.message, name, lang),
      deal: dict.deals.bookingDeal.message,
    },
    deal: { ...dict.deals.bookingDeal, text: dict.deals.dealText },
    form: formWords(dict, { kind: 'booking', messages: ['kenyanPhone'] }),
    newTab: dict.bookingWidget.embedPage.newTab,
    waitlist: dict.waitlist.waitlist.link,
  };
}

function noteHint(
  hints: Dictionary['listingPage']['bookingForm']['noteHints'],
  category: string | undefined,
) {
  return category && Object.hasOwn(hints, category)
    ? hints[category as keyof typeof hints]
    : undefined;
}

/** Only what the form uses travels to the browser: the listing's live deals, not its reviews. */
export function bookableListing(listing: CatalogueListing): BookableListing {
  const { id, name, whatsapp, hours, booking, services, offers } = listing;
  return { id, name, whatsapp, hours, booking, services, ...(offers?.length ? { offers } : {}) };
}

/** The booking request at #book. */
export async function BookingSection({ listing }: { listing: CatalogueListing }) {
  const { id, name, whatsapp } = listing;
  const lang = await currentLang();
  const dict = await dictionary();
  const { profilePage } = dict.listingPage;
  return (
    <Section id="book" title={profilePage.book.title} intro={profilePage.book.intro(name)}>
      <div className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <BookingForm
          listing={bookableListing(listing)}
          words={bookingFormWords(dict, name, lang, listing.category)}
        />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {profilePage.book.direct}{' '}
        <a href={`https://wa.me/${whatsapp}`} className="font-semibold text-brand-800 underline">
          {profilePage.book.directLink(name)}
        </a>
      </p>
      {/* For the owner: the same form on their own website (D27). */}
      <p className="mt-2 text-sm text-slate-700">
        <Link href={widgetHref(id)} className="font-semibold text-brand-800 underline">
          {dict.bookingWidget.widgetLinks.fromListing}
        </Link>
      </p>
    </Section>
  );
}
