import { Link } from '@/components/link';
import { Section } from '@/components/section';
import {
  BookingForm,
  type BookableListing,
  type BookingFormWords,
} from '@/components/islands/booking-form';
import { formWords } from '@/lib/form-words';
import { listingAddress, workingTeam, type CatalogueListing } from '@/lib/catalogue';
import { appointmentServices, classServices } from '@/lib/classes';
import type { Dictionary } from '@/content/dictionary';
import { site } from '@/content/site';
import { bookingEmailHref, directMessage, requestWords, whatsappHref } from '@/lib/booking-request';
import {
  depositShare,
  depositText,
  depositTo,
  policySummary,
  policyText,
  replyTime,
} from '@/lib/booking-policy';
import { formEndpoint } from '@/content/contact';
import { formatMonth, hoursCount } from '@/lib/dates';
import { formatPhone } from '@/lib/phone-number';
import type { Lang } from '@/lib/i18n';
import { currentLang, dictionary } from '@/lib/page-language';
import { fill, fillCount } from '@/lib/template';
import { widgetHref } from '@/lib/hrefs';
import type { BookingTermsWords } from '@/lib/booking-policy';
import type { RequestNextWords, RequestTermsWords } from '@/components/form/request-terms';
import type { ForSomeoneWords } from '@/lib/someone-else';

/** The form's words for one listing: only its language's, with the listing's name written in. */
export function bookingFormWords(
  dict: Dictionary,
  listing: Pick<
    CatalogueListing,
    | 'name'
    | 'category'
    | 'policy'
    | 'deposit'
    | 'email'
    | 'confirmsBy'
    | 'replies'
    | 'whatsapp'
    | 'street'
    | 'location'
    | 'classes'
  >,
  lang: Lang,
): BookingFormWords {
  const { name } = listing;
  const terms = dict.bookingTerms.bookingTerms;
  const { bookingForm } = dict.listingPage;
  const { labels } = bookingForm;
  const { validation } = dict.ui;
  const { phoneHint, phoneHintToThem } = confirmationChannel(dict, listing);
  const { next } = terms;
  return {
    labels,
    placeholders: bookingForm.placeholders,
    hints: {
      ...bookingForm.hints,
      phone: phoneHint,
      phoneToThem: phoneHintToThem,
      note: noteHint(bookingForm.noteHints, listing.category) ?? bookingForm.hints.note,
    },
    noTimes: bookingForm.noTimes,
    submit: bookingForm.submit,
    sent: fill(next.sent, { name }),
    ...handOverWords(dict, listing, terms.privacy),
    // Only a listing with classes carries the words that lead a searched class to them.
    carried: listing.classes?.length
      ? terms.carried
      : { passed: terms.carried.passed, notOffered: terms.carried.notOffered },
    errors: {
      date: fill(validation.chosen, { Label: labels.date }),
      slotGone: dict.ui.booking.slotGone,
      slotPassed: dict.ui.booking.slotPassed,
    },
    request: {
      ...requestWords(
        bookingForm.message,
        {
          name,
          address: listingAddress(listing),
          policy: policySummary(listing, terms.policy, lang),
        },
        lang,
        dict.services.cardText.perUnit,
      ),
      deal: dict.deals.bookingDeal.message,
      terms: terms.request,
      forSomeone: forSomeoneWords(dict),
    },
    ...requestTerms(dict, listing, lang),
    deal: {
      ...dict.deals.bookingDeal,
      text: dict.deals.dealText,
      perUnit: dict.services.cardText.perUnit,
    },
    form: formWords(dict, { kind: 'booking', messages: ['kenyanPhone'] }),
    newTab: dict.bookingWidget.embedPage.newTab,
    waitlist: dict.waitlist.waitlist.link,
  };
}

/**
 * What every request of the listing shows before it is sent (its policy, deposit, whether a
 * time is inside free cancellation) and after (what happens next, D32), the listing's name and
 * channel written in: the booking, a class's spot and the waitlist read the same words.
 */
export function requestTerms(
  dict: Dictionary,
  listing: Pick<
    CatalogueListing,
    'name' | 'policy' | 'deposit' | 'confirmsBy' | 'replies' | 'whatsapp'
  >,
  lang: Lang,
): { terms: RequestTermsWords & { member: BookingTermsWords['member'] }; next: RequestNextWords } {
  const { name, deposit } = listing;
  const terms = dict.bookingTerms.bookingTerms;
  const { channel } = confirmationChannel(dict, listing);
  const { next } = terms;
  return {
    next: {
      title: next.title,
      confirms: listing.replies
        ? fill(next.confirmsSoon, {
            name,
            channel,
            time: replyTime(listing.replies, terms.about, lang),
            month: formatMonth(listing.replies.asOf, lang),
          })
        : fill(next.confirms, { name, channel }),
      change: fill(next.change, { name, channel, whatsapp: formatPhone(listing.whatsapp) }),
      calendar: next.calendar,
      calendarFile: next.calendarFile,
      // {service} and {amount} are filled in the browser, for the chosen service and price.
      calendarTitle: fill(next.calendarTitle, { name }),
      calendarNote: fill(next.calendarNote, { name, channel }),
      deposit: next.deposit,
    },
    terms: {
      policy: policyText(listing, terms.policy, lang),
      policyTitle: terms.policy.title,
      ...(listing.policy?.freeCancellationHours
        ? {
            insideWindow: fillCount(
              lang,
              terms.policy.insideWindow,
              listing.policy.freeCancellationHours,
              hoursCount(listing.policy.freeCancellationHours, lang),
            ),
          }
        : {}),
      ...(deposit ? { deposit: depositText({ name, deposit }, terms.deposit) } : {}),
      depositWords: terms.deposit,
      depositValue: terms.request.depositValue,
      price: terms.request.price,
      member: terms.member,
    },
  };
}

/**
 * The words a class's or the waitlist's message shares with a booking's, in the customer's
 * voice: who asks, the policy read (in one line), the deposit, a note.
 */
export function messageTerms(
  dict: Dictionary,
  listing: Pick<CatalogueListing, 'policy' | 'deposit'>,
  lang: Lang,
) {
  const { message } = dict.listingPage.bookingForm;
  const policy = policySummary(listing, dict.bookingTerms.bookingTerms.policy, lang);
  return {
    me: message.me,
    note: message.note,
    deposit: message.deposit,
    ...(policy ? { policy: fill(message.policy, { policy }) } : {}),
    forSomeone: forSomeoneWords(dict),
  };
}

/** "Who is it for?" as every request form asks it (D37); the page's own link keeps its words. */
function forSomeoneWords(dict: Dictionary): ForSomeoneWords {
  const { legend, me, someoneElse, name, phone, phoneHint, errors, sendTo, what, message, next } =
    dict.bookingTerms.forSomeone;
  const { calendar } = dict.bookingTerms.forSomeone;
  return {
    legend,
    me,
    someoneElse,
    name,
    phone,
    phoneHint,
    errors,
    sendTo,
    what,
    message,
    next,
    calendar,
  };
}

/** The listing's words every request needs: its terms and next steps, its message's opening. */
export type RequestListing = Pick<
  CatalogueListing,
  | 'name'
  | 'email'
  | 'policy'
  | 'deposit'
  | 'confirmsBy'
  | 'replies'
  | 'whatsapp'
  | 'street'
  | 'location'
>;

/**
 * The written-out request's words and the privacy note beside the send button, for any of the
 * listing's requests (D32): the email goes to the business where its listing gives an address,
 * else to Miadi, who pass it on; the note names who receives it. `privacy` is the request's
 * own note for each recipient: with the endpoint (Miadi's), the business's email, or Miadi's.
 */
export function handOverWords(
  dict: Dictionary,
  { name, email }: { name: string; email?: string },
  privacy: Record<'endpoint' | 'ownEmail' | 'siteEmail', string>,
) {
  const { handOver } = dict.bookingTerms.bookingTerms;
  const recipient = formEndpoint ? 'endpoint' : email ? 'ownEmail' : 'siteEmail';
  return {
    fallback: {
      title: fill(handOver.title, { name }),
      text: fill(email ? handOver.ownEmail : handOver.siteEmail, {
        name,
        email: site.contact.email,
      }),
      ...dict.listingPage.bookingForm.fallback,
      sms: handOver.sms,
      label: handOver.label,
      copy: handOver.copy,
      copied: fill(handOver.copied, { name }),
      copyFailed: handOver.copyFailed,
    },
    privacy: fill(privacy[recipient], { name }),
    /** Added to it for a request for someone else: their name and number go too (D37). */
    privacyForSomeone: fill(dict.bookingTerms.forSomeone.privacy, { name }),
  };
}

/** The phone field's hint and the channel's name: the confirmation comes as the listing confirms. */
export function confirmationChannel(
  dict: Dictionary,
  listing: Pick<CatalogueListing, 'confirmsBy'>,
) {
  const terms = dict.bookingTerms.bookingTerms;
  const channel = terms.about.channels[listing.confirmsBy ?? 'sms'];
  return {
    channel,
    phoneHint: fill(terms.next.phoneHint, { channel }),
    /** When the reply goes to the person it is for: `{what}` is left to the form (D37). */
    phoneHintToThem: fill(terms.next.phoneHintToThem, { channel }),
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

/**
 * Only what the form uses travels to the browser: the listing's live deals, not its reviews; its
 * team with when each works; and its services but those booked as classes, which are requested
 * from the timetable at their own times (D38).
 */
export function bookableListing(listing: CatalogueListing): BookableListing {
  const { id, name, whatsapp, hours, booking, offers, deposit, email } = listing;
  const address = listingAddress(listing);
  const working = workingTeam(listing);
  const team = working.length
    ? working.map((member) => ({
        name: member.name,
        ...(member.services ? { services: member.services } : {}),
        hours: member.hours,
      }))
    : undefined;
  return {
    id,
    name,
    whatsapp,
    hours,
    booking,
    services: appointmentServices(listing),
    ...(listing.classes?.length ? { classes: [...classServices(listing)] } : {}),
    ...(offers?.length ? { offers } : {}),
    ...(team ? { team } : {}),
    ...(deposit ? { deposit } : {}),
    ...(email ? { email } : {}),
    ...(listing.policy?.freeCancellationHours
      ? { freeCancellationHours: listing.policy.freeCancellationHours }
      : {}),
    address,
  };
}

/** The booking request at #book. */
export async function BookingSection({ listing }: { listing: CatalogueListing }) {
  const { id, name, whatsapp } = listing;
  const lang = await currentLang();
  const dict = await dictionary();
  const { profilePage } = dict.listingPage;
  const words = bookingFormWords(dict, listing, lang);
  // Written by the visitor, with or without JavaScript: the form's message before anything is
  // chosen, with the policy read and the deposit (D31 amended).
  const terms = dict.bookingTerms.bookingTerms;
  const deposit = listing.deposit
    ? fill(terms.request.depositValue, {
        amount: depositShare(listing.deposit, terms.deposit),
        to: depositTo(listing.deposit, terms.deposit),
      })
    : undefined;
  const direct = directMessage(words.request, deposit);
  // For someone else (D37): the same, with a line she completes with their name and number.
  const forSomeone = dict.bookingTerms.forSomeone.direct;
  const directForSomeone = directMessage(words.request, deposit, forSomeone.message);
  return (
    <Section
      id="book"
      title={profilePage.book.title}
      intro={fill(profilePage.book.intro, { name })}
    >
      <div className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {appointmentServices(listing).length ? (
          <BookingForm listing={bookableListing(listing)} words={words} />
        ) : (
          // Only classes: each is requested at its own time, from the timetable (D38).
          <p className="text-slate-700">
            {profilePage.classesOnly}{' '}
            <a href="#classes" className="font-semibold text-brand-800 underline">
              {profilePage.classesLink}
            </a>
          </p>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {profilePage.book.direct}{' '}
        <a href={whatsappHref(whatsapp, direct)} className="font-semibold text-brand-800 underline">
          {fill(profilePage.book.directLink, { name })}
        </a>{' '}
        <a
          href={bookingEmailHref(words.request, direct, listing.email)}
          className="font-semibold text-brand-800 underline"
        >
          {dict.bookingTerms.bookingTerms.handOver.directEmail}
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {forSomeone.text}{' '}
        <a
          href={whatsappHref(whatsapp, directForSomeone)}
          className="font-semibold text-brand-800 underline"
        >
          {fill(forSomeone.link, { name })}
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
