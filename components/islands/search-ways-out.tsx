'use client';

import { useEffect, useState } from 'react';
import { addDays, formatLongDate, formatTime } from '@/lib/dates';
import { emptyQuery, serializeQuery, type Counted } from '@/lib/search';
import type { SearchQuery, SearchWords } from '@/lib/search';
import { fill } from '@/lib/template';
import { searchFor } from './search-engine';
import { loadCard } from './search-results';
import { showSearch } from './use-search-query';

/** An area as the search bar knows it: its page, and the nearest areas (lib/area-nearness.ts). */
export type SearchArea = { slug: string; name: string; href: string; near: readonly string[] };

/** How many later days or times a search that found nothing offers at most. */
const LATER_SHOWN = 2;

type Way = { query: SearchQuery; sentence: Counted; count: number; when?: string; area?: string };
type Found = { search: string; ways: Way[]; category?: { href: string; name: string } };

/** Later times the same day, then the same time on the next days, as the search bar offers. */
function laterQueries(query: SearchQuery, last: string): SearchQuery[] {
  const later: SearchQuery[] = [];
  if (query.time) {
    const [hours, minutes] = query.time.split(':');
    for (const step of [1, 2, 3]) {
      const time = `${String(Number(hours) + step).padStart(2, '0')}:${minutes}`;
      if (time <= last) later.push({ ...query, time });
    }
  }
  if (query.date)
    for (const days of [1, 2, 3]) later.push({ ...query, date: addDays(query.date, days) });
  return later;
}

async function countOf(query: SearchQuery, periods: number): Promise<number> {
  const { businesses, professionals } = await searchFor(query, periods);
  return businesses.length + professionals.length;
}

/**
 * What to offer when `query` finds nothing (issue 52), each checked to find something: the same
 * search in the nearest areas, on later days or times, at any time, at any price; and the page
 * of the category the words find.
 */
async function waysOut(
  query: SearchQuery,
  periods: number,
  areas: readonly SearchArea[],
  words: SearchWords,
  lastTime: string,
): Promise<Omit<Found, 'search'>> {
  const { waysOut } = words;
  const when = (q: SearchQuery) =>
    [
      q.date && fill(words.date, { date: formatLongDate(q.date, words.lang) }),
      q.time && fill(words.time, { time: formatTime(q.time, words.lang) }),
    ]
      .filter(Boolean)
      .join(' ');
  const near = areas.find((area) => area.slug === query.location)?.near ?? [];
  const candidates: Omit<Way, 'count'>[][] = [
    near.map((slug) => ({
      query: { ...query, location: slug },
      sentence: waysOut.inArea,
      area: areas.find((area) => area.slug === slug)?.name ?? slug,
    })),
    laterQueries(query, lastTime).map((later) => ({
      query: later,
      sentence: waysOut.when,
      when: when(later),
    })),
    query.time ? [{ query: { ...query, time: '' }, sentence: waysOut.anyTime }] : [],
    query.max ? [{ query: { ...query, max: '' }, sentence: waysOut.anyPrice }] : [],
  ];
  const [counted, category] = await Promise.all([
    Promise.all(
      candidates.map((group) =>
        Promise.all(
          group.map(async (way) => ({ ...way, count: await countOf(way.query, periods) })),
        ),
      ),
    ),
    categoryOf(query.service, periods),
  ]);
  const [inAreas = [], later = [], ...rest] = counted.map((group) =>
    group.filter((way) => way.count > 0),
  );
  return { ways: [...inAreas, ...later.slice(0, LATER_SHOWN), ...rest.flat()], category };
}

/** The category page of the best listing the words find anywhere, at any time. */
async function categoryOf(service: string, periods: number) {
  if (!service) return undefined;
  const { businesses, professionals } = await searchFor({ ...emptyQuery, service }, periods);
  const best = businesses[0] ?? professionals[0];
  return best ? (await loadCard(best)).category : undefined;
}

/**
 * Under a search that found nothing: the searches that would find something, as links that
 * search again (with JavaScript, as the whole search), then plain links to pages that list
 * listings without JavaScript: the category's page and the nearest areas'.
 */
export function SearchWaysOut({
  query,
  periods,
  areas,
  words,
  action,
  lastTime,
}: {
  query: SearchQuery;
  periods: number;
  areas: readonly SearchArea[];
  words: SearchWords;
  /** This page's address: "/services", "/sw/services". */
  action: string;
  /** The latest time the search bar offers: later times stop there. */
  lastTime: string;
}) {
  const search = serializeQuery(query);
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    let current = true;
    waysOut(query, periods, areas, words, lastTime).then(
      (ways) => {
        if (current) setFound({ search, ...ways });
      },
      (error: unknown) => console.error('The other searches failed.', error),
    );
    return () => {
      current = false;
    };
  }, [search, query, periods, areas, words, lastTime]);

  const { waysOut: text } = words;
  const shown = found?.search === search ? found : undefined;
  const area = areas.find((item) => item.slug === query.location);
  const pages = [
    ...(shown?.category
      ? [
          {
            href: shown.category.href,
            label: fill(text.categoryPage, { category: shown.category.name }),
          },
        ]
      : []),
    ...(area ? [area.slug, ...area.near] : [])
      .map((slug) => areas.find((item) => item.slug === slug))
      .filter((item) => item !== undefined)
      .map((item) => ({ href: item.href, label: fill(text.areaPage, { area: item.name }) })),
    { href: `${action}#categories`, label: text.categories },
  ];
  const linkClass = 'font-semibold text-brand-800 underline';

  return (
    <div className="mt-4 grid gap-4 text-slate-800 sm:grid-cols-2">
      {shown?.ways.length ? (
        <section aria-labelledby="ways-out-title">
          <h2 id="ways-out-title" className="font-semibold text-slate-900">
            {text.title}
          </h2>
          <ul className="mt-2 space-y-2">
            {shown.ways.map((way) => (
              <li key={serializeQuery(way.query)}>
                <a
                  href={`${action}${serializeQuery(way.query)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    showSearch(way.query);
                  }}
                  className={linkClass}
                >
                  {fill(way.count === 1 ? way.sentence.one : way.sentence.other, {
                    count: way.count,
                    area: way.area ?? '',
                    when: way.when ?? '',
                  })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-labelledby="ways-out-browse">
        <h2 id="ways-out-browse" className="font-semibold text-slate-900">
          {text.browse}
        </h2>
        <ul className="mt-2 space-y-2">
          {pages.map((page) => (
            <li key={page.href}>
              <a href={page.href} className={linkClass}>
                {page.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
