import { buttonClass } from '@/components/button';
import { Section } from '@/components/section';
import {
  ClassRequestForm,
  type ClassFormWords,
  type RequestableClass,
} from '@/components/islands/class-request-form';
import { TimetableFilter } from '@/components/islands/timetable-filter';
import type { Dictionary } from '@/content/dictionary';
import {
  confirmationChannel,
  handOverWords,
  messageTerms,
  requestTerms,
  type RequestListing,
} from './booking-section';
import type { Weekday } from '@/content/types';
import { listingAddress, type CatalogueListing } from '@/lib/catalogue';
import { ownWordsLang } from '@/lib/catalogue-words';
import { CLASS_LEVELS } from '@/lib/catalogue-schema';
import { isFull, timetable, type ClassLevel, type WeeklyClass } from '@/lib/classes';
import { dayName, formatDuration, formatLongDate, formatTime } from '@/lib/dates';
import { formWords } from '@/lib/form-words';
import type { Lang } from '@/lib/i18n';
import { formatKes } from '@/lib/money';
import { currentLang, dictionary } from '@/lib/page-language';
import {
  CLASSES_ANCHOR,
  CLASS_REQUEST_ANCHOR,
  REQUEST_CLASS_ATTRIBUTE,
  classKey,
} from '@/lib/waitlist-request';
import { fill, fillCount } from '@/lib/template';

// What hides a day or a class once the filters choose another (components/islands/
// timetable-filter.tsx marks the timetable's wrapper with data-day and data-level). Written out
// whole, so Tailwind finds every class.
const hiddenOnDay: Record<Weekday, string> = {
  0: 'group-data-[day=0]/timetable:hidden',
  1: 'group-data-[day=1]/timetable:hidden',
  2: 'group-data-[day=2]/timetable:hidden',
  3: 'group-data-[day=3]/timetable:hidden',
  4: 'group-data-[day=4]/timetable:hidden',
  5: 'group-data-[day=5]/timetable:hidden',
  6: 'group-data-[day=6]/timetable:hidden',
};
const hiddenOnLevel: Record<ClassLevel, string> = {
  all: 'group-data-[level=all]/timetable:hidden',
  beginner: 'group-data-[level=beginner]/timetable:hidden',
  intermediate: 'group-data-[level=intermediate]/timetable:hidden',
  advanced: 'group-data-[level=advanced]/timetable:hidden',
};

/** Hidden unless the filter chooses one of `shown` (or nothing). */
function hiddenUnless<K extends string | number>(map: Record<K, string>, shown: readonly K[]) {
  return (Object.keys(map) as `${K}`[])
    .filter((key) => !shown.some((value) => String(value) === key))
    .map((key) => map[key as unknown as K])
    .join(' ');
}

/** "3 spots left as of Tuesday 24 November, 08:00", or "Full as of …" when none are. */
function spotsLeft(
  message: Dictionary['classTimetable']['classTimetable']['spots'],
  left: number,
  when: string,
  lang: Lang,
) {
  return left === 0 ? fill(message.none, { when }) : fillCount(lang, message, left, { when });
}

/** The class's name in the page's language, and whether it is the owner's as written. */
function nameOf(entry: WeeklyClass, lang: Lang) {
  return {
    name: lang === 'sw' ? (entry.sw?.name ?? entry.name) : entry.name,
    lang: ownWordsLang(entry.sw?.name, lang),
  };
}

/** A class's price: its service's, where it is booked as one of the listing's (none otherwise). */
function priceOf(listing: Pick<CatalogueListing, 'services'>, entry: WeeklyClass) {
  const priceKes = listing.services.find((service) => service.name === entry.service)?.priceKes;
  return priceKes === undefined ? {} : { priceKes };
}

/** "HIIT, Monday 06:00": a class as the request form's select and the links name it. */
function classLabel(entry: WeeklyClass, lang: Lang): string {
  return `${nameOf(entry, lang).name}, ${dayName(entry.day, lang)} ${formatTime(entry.starts, lang)}`;
}

/** The classes as the request form offers them, Monday first. */
export function requestableClasses(
  listing: Pick<CatalogueListing, 'classes' | 'services'>,
  lang: Lang,
): RequestableClass[] {
  return timetable(listing.classes ?? []).flatMap(({ classes }) =>
    classes.map((entry) => ({
      ...priceOf(listing, entry),
      key: classKey(entry),
      name: nameOf(entry, lang).name,
      label: classLabel(entry, lang),
      instructor: entry.instructor,
      day: entry.day,
      starts: entry.starts,
      minutes: entry.minutes,
      full: isFull(entry),
    })),
  );
}

/** The class request form's words for one listing, its name written in. */
export function classFormWords(
  dict: Dictionary,
  listing: RequestListing,
  lang: Lang,
): ClassFormWords {
  const { name } = listing;
  const { channel, phoneHint, phoneHintToThem } = confirmationChannel(dict, listing);
  const { classForm } = dict.classTimetable;
  const { waitlist } = dict.waitlist;
  const { greeting, full, subject, closing } = classForm.message;
  return {
    ...requestTerms(dict, listing, lang),
    labels: classForm.labels,
    placeholders: classForm.placeholders,
    hints: { ...classForm.hints, phone: phoneHint, phoneToThem: phoneHintToThem },
    full: fill(classForm.full, { name }),
    submit: { class: classForm.submit, waitlist: waitlist.submit },
    sent: {
      class: `${fill(classForm.sent, { name, channel })} ${classForm.sentNote}`,
      waitlist: `${fill(waitlist.sent, { name })} ${waitlist.sentNote}`,
    },
    ...handOverWords(dict, listing, classForm.privacy),
    request: {
      ...messageTerms(dict, listing, lang),
      full,
      closing,
      lang,
      greeting: fill(greeting, { name, address: listingAddress(listing) }),
      subject: fill(subject, { name }),
    },
    errors: { date: fill(dict.ui.validation.chosen, { Label: classForm.labels.date }) },
    form: formWords(dict, { kind: 'class', messages: ['kenyanPhone'] }),
    newTab: dict.bookingWidget.embedPage.newTab,
  };
}

/** What the class request form needs of a listing, and nothing more. */
export function classRequestListing(listing: CatalogueListing) {
  return {
    id: listing.id,
    name: listing.name,
    whatsapp: listing.whatsapp,
    address: listingAddress(listing),
    ...(listing.email ? { email: listing.email } : {}),
    ...(listing.deposit ? { deposit: listing.deposit } : {}),
    ...(listing.policy?.freeCancellationHours
      ? { freeCancellationHours: listing.policy.freeCancellationHours }
      : {}),
  };
}

/** The request for a spot, as the listing page and the booking widget show it. */
export function ClassRequest({
  listing,
  dict,
  lang,
  inFrame,
}: {
  listing: CatalogueListing;
  dict: Dictionary;
  lang: Lang;
  inFrame?: boolean;
}) {
  if (!listing.classes?.length) return null;
  return (
    <ClassRequestForm
      listing={classRequestListing(listing)}
      classes={requestableClasses(listing, lang)}
      words={classFormWords(dict, listing, lang)}
      inFrame={inFrame}
    />
  );
}

/**
 * The week's classes at #classes (D29), Monday first: a list by day on a phone, the days as
 * columns on a desktop, all of it without script. Spots left are shown only when the data
 * counted them, with when. Below, the request for a spot.
 */
export async function ClassTimetable({ listing }: { listing: CatalogueListing }) {
  const classes = listing.classes ?? [];
  if (!classes.length) return null;
  const lang = await currentLang();
  const dict = await dictionary();
  const { classTimetable: words, classForm } = dict.classTimetable;
  const week = timetable(classes);
  const levels = CLASS_LEVELS.filter((level) => classes.some((entry) => entry.level === level));
  return (
    <Section id={CLASSES_ANCHOR} title={words.title} intro={words.intro}>
      <TimetableFilter
        words={words.filters}
        days={week.map(({ day }) => ({ value: String(day), label: dayName(day, lang) }))}
        levels={levels.map((level) => ({ value: level, label: words.levels[level] }))}
        taught={[...new Set(classes.map((entry) => `${entry.day}:${entry.level}`))]}
      >
        <div className="mt-6 grid gap-6 lg:auto-cols-fr lg:grid-flow-col lg:gap-4">
          {week.map(({ day, classes }) => (
            <section
              key={day}
              aria-labelledby={`classes-${day}`}
              className={`${hiddenUnless(hiddenOnDay, [day])} ${hiddenUnless(
                hiddenOnLevel,
                classes.map((entry) => entry.level),
              )}`}
            >
              <h3 id={`classes-${day}`} className="text-lg font-semibold text-slate-900">
                {dayName(day, lang)}
              </h3>
              <ul className="mt-3 grid gap-3">
                {classes.map((entry) => {
                  const { name, lang: nameLang } = nameOf(entry, lang);
                  const { priceKes: price } = priceOf(listing, entry);
                  const [countedOn = '', countedAt = ''] = entry.spots?.asOf.split('T') ?? [];
                  return (
                    <li
                      key={classKey(entry)}
                      className={`rounded-2xl bg-white p-4 ring-1 ring-slate-200 ${hiddenUnless(hiddenOnLevel, [entry.level])}`}
                    >
                      <p className="font-semibold text-slate-900" lang={nameLang}>
                        {name}
                      </p>
                      <p className="text-sm text-slate-800">
                        {formatTime(entry.starts, lang)} · {formatDuration(entry.minutes, lang)}
                      </p>
                      <dl className="mt-2 text-sm text-slate-700">
                        <div>
                          <dt className="inline">{words.instructor}: </dt>
                          <dd className="inline">{entry.instructor}</dd>
                        </div>
                        <div>
                          <dt className="inline">{words.level}: </dt>
                          <dd className="inline">{words.levels[entry.level]}</dd>
                        </div>
                      </dl>
                      <p className="text-sm text-slate-700">
                        {fillCount(lang, words.capacity, entry.capacity)}
                      </p>
                      {price !== undefined ? (
                        <p className="mt-1 font-semibold text-slate-900">{formatKes(price)}</p>
                      ) : null}
                      {entry.spots ? (
                        <p
                          className={`mt-1 text-sm font-medium ${isFull(entry) ? 'text-red-800' : 'text-brand-800'}`}
                        >
                          {spotsLeft(
                            words.spots,
                            entry.spots.left,
                            `${formatLongDate(countedOn, lang)}, ${formatTime(countedAt, lang)}`,
                            lang,
                          )}
                        </p>
                      ) : null}
                      <a
                        href={`#${CLASS_REQUEST_ANCHOR}`}
                        {...{ [REQUEST_CLASS_ATTRIBUTE]: classKey(entry) }}
                        className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-3')}
                      >
                        {isFull(entry) ? words.waitlist : words.request}
                        {/* "Request a spot Spin, Tuesday 06:30", as "Book Pedicure". */}
                        <span className="sr-only">
                          {' '}
                          <span lang={nameLang}>{name}</span>, {dayName(entry.day, lang)}{' '}
                          {formatTime(entry.starts, lang)}
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </TimetableFilter>
      <div
        id={CLASS_REQUEST_ANCHOR}
        className="mt-12 max-w-3xl scroll-mt-20 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h3 className="text-xl font-semibold text-slate-900">{classForm.title}</h3>
        <p className="mt-2 text-slate-700">{fill(classForm.intro, { name: listing.name })}</p>
        <div className="mt-6">
          <ClassRequest listing={listing} dict={dict} lang={lang} />
        </div>
      </div>
    </Section>
  );
}
