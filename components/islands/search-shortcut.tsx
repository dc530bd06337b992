'use client';

import { island } from './island';
import { LiveText } from '@/components/live-text';
import { areaNameIn, isEmptyQuery, resultsMessage, type SearchWords } from '@/lib/search';
import { useSearchOutcome } from './search-engine';
import { useSearchQuery } from './use-search-query';

type Props = {
  /** The catalogue's most opening periods in a day (lib/search-filters.ts). */
  periods: number;
  copy: { show: string; change: string };
  /** The announcement's sentences in the page's language (lib/search.ts searchWords). */
  words: SearchWords;
  /** The areas a search can name (the catalogue's areas), as the search box has them. */
  areas: readonly { slug: string; name: string }[];
  /** The search bar, and the results under it. */
  searchHref: string;
  resultsHref: string;
};

/**
 * Under the categories: a way back up to the results of the category just chosen, which
 * show under the search bar. Silent to screen readers: the search's status announces them.
 */
export const SearchShortcut = island(
  'SearchShortcut',
  function SearchShortcut({ periods, copy, words, areas, searchHref, resultsHref }: Props) {
    const query = useSearchQuery();
    const outcome = useSearchOutcome(query, periods);
    if (isEmptyQuery(query) || outcome.state !== 'done') return null;
    const count = outcome.businesses.length + outcome.professionals.length;
    const message = resultsMessage(count, query, areaNameIn(areas), words);
    const linkClass = 'font-semibold text-brand-700 underline hover:text-brand-900';
    return (
      <p className="mt-6 text-slate-800">
        {count > 0 ? (
          <a href={resultsHref} className={linkClass}>
            {copy.show} <LiveText>{message}</LiveText>
          </a>
        ) : (
          <>
            <LiveText>{`${message}.`}</LiveText>{' '}
            <a href={searchHref} className={linkClass}>
              {copy.change}
            </a>
          </>
        )}
      </p>
    );
  },
);
