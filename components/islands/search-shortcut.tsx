'use client';

import { island } from './island';
import { LiveText } from '@/components/live-text';
import type { SearchEntry } from '@/lib/search-index';
import { areaNameIn, isEmptyQuery, resultsMessage, type SearchWords } from '@/lib/search';
import { useSearchMatches } from './use-search-query';

type Props = {
  /** The page's search index (use-search-query.ts). */
  searchIndex: readonly SearchEntry[];
  copy: { show: string; change: string };
  /** The announcement's sentences in the page's language (lib/search.ts searchWords). */
  words: SearchWords;
  /** The areas a search can name (the catalogue's areas), as the search box has them. */
  areas: readonly { slug: string; name: string }[];
  businessesHref: string;
  professionalsHref: string;
  searchHref: string;
};

/**
 * Under the categories and locations: a way to the results of the filter just chosen, which
 * sit further down the page. Silent to screen readers: the search's status announces them.
 */
export const SearchShortcut = island(
  'SearchShortcut',
  function SearchShortcut({
    searchIndex,
    copy,
    words,
    areas,
    businessesHref,
    professionalsHref,
    searchHref,
  }: Props) {
    const { query, found } = useSearchMatches(searchIndex);
    if (isEmptyQuery(query)) return null;
    const message = resultsMessage(found.length, query, areaNameIn(areas), words);
    const linkClass = 'font-semibold text-brand-700 underline hover:text-brand-900';
    return (
      <p className="mt-6 text-slate-800">
        {found.length > 0 ? (
          <a
            href={
              found.some((listing) => listing.kind === 'business')
                ? businessesHref
                : professionalsHref
            }
            className={linkClass}
          >
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
