'use client';

import { island } from './island';
import type { SearchEntry } from '@/lib/search-index';
import { useSearchMatches } from './use-search-query';

type Props = {
  /** The page's search index (use-search-query.ts). */
  searchIndex: readonly SearchEntry[];
  /** Cards rendered on the server, each with the catalogue id of what it shows. */
  items: readonly { id: string; content: React.ReactNode }[];
  /** Shown when the search finds none of the items. */
  empty: string;
  className?: string;
};

/**
 * A list of catalogue cards that the search narrows. Every card is in the static HTML; the
 * ones the search does not find are hidden, not removed, so they keep their state.
 */
export const SearchableList = island(
  'SearchableList',
  function SearchableList({ searchIndex, items, empty, className }: Props) {
    const { matches } = useSearchMatches(searchIndex);
    const shown = items.filter((item) => matches.has(item.id)).length;
    return (
      <>
        <ul className={className}>
          {items.map((item) => (
            <li key={item.id} hidden={!matches.has(item.id)}>
              {item.content}
            </li>
          ))}
        </ul>
        {shown === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{empty}</p>
        ) : null}
      </>
    );
  },
);
