import { Link } from '@/components/link';
import { ListingRating } from '@/components/listing-card-parts';
import { OwnWordsList } from '@/components/own-words';
import { Section } from '@/components/section';
import { areaName, bestRated, catalogue, synthetic } from '@/lib/catalogue';
import { listingHref } from '@/lib/hrefs';
import { catalogueWordsIn, categoryOf, listingIn, ownWordsLang } from '@/lib/catalogue-words';
import { currentLang, dictionary } from '@/lib/page-language';

/** How many gyms, studios and trainers the page shows: the best-ranked few with classes. */
export const GYM_CLASSES_SHOWN = 3;

/** The listings with a weekly class timetable, best-ranked first (docs/ranking.md). */
export function gymsWithClasses() {
  return bestRated(catalogue.filter((listing) => listing.classes?.length)).slice(
    0,
    GYM_CLASSES_SHOWN,
  );
}

/**
 * Beside the owners' pitch, where customers go on from /gym-fitness: the best-ranked gyms,
 * studios and trainers of the catalogue with their classes, each leading to its timetable.
 */
export async function GymClasses() {
  const lang = await currentLang();
  const { gymClasses: copy } = (await dictionary()).gym;
  const words = catalogueWordsIn[lang];
  return (
    <Section id="classes" title={copy.title} intro={copy.intro} className="bg-slate-50">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {gymsWithClasses().map(({ id }) => {
          const listing = listingIn(id, lang)!;
          const classNames = [
            ...new Map(
              (listing.classes ?? []).map((entry) => [
                entry.name,
                {
                  text: lang === 'sw' ? (entry.sw?.name ?? entry.name) : entry.name,
                  lang: ownWordsLang(entry.sw?.name, lang),
                },
              ]),
            ).values(),
          ];
          return (
            <li
              key={id}
              className="flex flex-col gap-2 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="text-lg font-semibold text-slate-900">
                <Link
                  href={listingHref(id)}
                  lang={ownWordsLang(listing.sw?.name, lang)}
                  className="hover:text-brand-700 hover:underline"
                >
                  {listing.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">
                {categoryOf(listing, words)} · {areaName(listing.location)}
              </p>
              <ListingRating listing={listing} lang={lang} />
              <p className="text-sm text-slate-800">
                <span className="font-semibold">{copy.classes}: </span>
                <OwnWordsList items={classNames} separator=", " />
              </p>
              <p className="mt-auto pt-2">
                <Link
                  href={`${listingHref(id)}#classes`}
                  className="font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {copy.timetable}
                  <span className="sr-only">
                    {' '}
                    {copy.of}{' '}
                    <span lang={ownWordsLang(listing.sw?.name, lang)}>{listing.name}</span>
                  </span>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
      {synthetic ? <p className="mt-6 text-sm text-slate-700">{copy.sample}</p> : null}
    </Section>
  );
}
