import { Section } from '@/components/section';
import { WaitlistForm, type WaitlistFormWords } from '@/components/islands/waitlist-form';
import { listingAddress, type CatalogueListing } from '@/lib/catalogue';
import type { Dictionary } from '@/content/dictionary';
import { handOverWords, messageTerms, requestTerms, type RequestListing } from './booking-section';
import { builtAt } from '@/lib/built-at';
import { formWords } from '@/lib/form-words';
import type { Lang } from '@/lib/i18n';
import { currentLang, dictionary } from '@/lib/page-language';
import { WAITLIST_ANCHOR, waitlistDays } from '@/lib/waitlist-request';
import { fill } from '@/lib/template';

/** The waitlist form's words for one listing: its language's only, the listing's name written in. */
export function waitlistFormWords(
  dict: Dictionary,
  listing: RequestListing,
  lang: Lang,
): WaitlistFormWords {
  const { name } = listing;
  const { waitlist } = dict.waitlist;
  const { greeting, subject, closing } = waitlist.message;
  const { terms, next } = requestTerms(dict, listing, lang);
  return {
    terms,
    // No time is asked for: the listing contacts the visitor if one frees up. The calendar
    // holds the window on each day ticked, titled as a hold; {service} is filled in the browser.
    next: {
      ...next,
      confirms: fill(waitlist.sent, { name }),
      calendarTitle: fill(waitlist.calendar.title, { name }),
      calendarNote: fill(waitlist.calendar.note, { name }),
      calendarFile: waitlist.calendar.file,
    },
    labels: waitlist.labels,
    placeholders: waitlist.placeholders,
    hints: waitlist.hints,
    errors: waitlist.errors,
    submit: waitlist.submit,
    sent: `${fill(waitlist.sent, { name })} ${waitlist.sentNote}`,
    ...handOverWords(dict, listing, waitlist.privacy),
    request: {
      ...messageTerms(dict, listing, lang),
      closing,
      lang,
      greeting: fill(greeting, { name, address: listingAddress(listing) }),
      subject: fill(subject, { name }),
    },
    perUnit: dict.services.cardText.perUnit,
    form: formWords(dict, { kind: 'waitlist', messages: ['kenyanPhone'] }),
    newTab: dict.bookingWidget.embedPage.newTab,
  };
}

/** What the waitlist form needs of a listing, and nothing more. */
export function waitlistListing(listing: CatalogueListing) {
  return {
    // The static HTML's days are counted from the build; the form counts them again in the browser.
    days: waitlistDays(listing.hours, builtAt),
    id: listing.id,
    name: listing.name,
    whatsapp: listing.whatsapp,
    address: listingAddress(listing),
    ...(listing.deposit ? { deposit: listing.deposit } : {}),
    hours: listing.hours,
    interval: listing.booking.interval,
    services: listing.services.map(({ name, priceKes, minutes, per }) => ({
      name,
      priceKes,
      minutes,
      ...(per ? { per } : {}),
    })),
    ...(listing.email ? { email: listing.email } : {}),
  };
}

/** The waitlist at #waitlist, for a visitor no time suits (D29). */
export async function WaitlistSection({ listing }: { listing: CatalogueListing }) {
  const lang = await currentLang();
  const dict = await dictionary();
  const { waitlist } = dict.waitlist;
  return (
    <Section
      id={WAITLIST_ANCHOR}
      title={waitlist.title}
      intro={fill(waitlist.intro, { name: listing.name })}
      className="bg-slate-50"
    >
      <div className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <WaitlistForm
          listing={waitlistListing(listing)}
          words={waitlistFormWords(dict, listing, lang)}
        />
      </div>
    </Section>
  );
}
