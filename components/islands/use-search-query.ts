'use client';

import { useMemo, useSyncExternalStore } from 'react';
import type { SearchEntry } from '@/lib/search-index';
import { parseQuery, searchListings, serializeQuery, type SearchQuery } from '@/lib/search';

/** Fired after this page puts a new search in the address bar (pushState fires nothing). */
const SEARCH_CHANGE = 'miadi:search';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_CHANGE, onChange);
  };
}

/**
 * The search in the address bar: the one place the filter lives, so a result can be shared
 * and Back restores the last one. The static HTML is the unfiltered page (no query).
 */
export function useSearchQuery(): SearchQuery {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return useMemo(() => parseQuery(search), [search]);
}

/**
 * The current search and the ids of the listings it finds in the page's search index: the
 * compact index (lib/search-index.ts), not the catalogue. Every search island of
 * a page is handed the same index, so its page data carries it once.
 */
export function useSearchMatches(index: readonly SearchEntry[]) {
  const query = useSearchQuery();
  const found = useMemo(() => searchListings(index, query), [index, query]);
  const matches = useMemo(() => new Set(found.map((listing) => listing.id)), [found]);
  return { query, found, matches };
}

/** Shows a new search as a new history entry; the page itself does not reload or scroll. */
export function showSearch(query: SearchQuery) {
  const search = serializeQuery(query);
  if (search === serializeQuery(parseQuery(window.location.search))) return;
  window.history.pushState(null, '', `${window.location.pathname}${search}`);
  window.dispatchEvent(new Event(SEARCH_CHANGE));
}
