'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseQuery, serializeQuery, type SearchQuery } from '@/lib/search';

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

/** Shows a new search as a new history entry; the page itself does not reload or scroll. */
export function showSearch(query: SearchQuery) {
  const search = serializeQuery(query);
  if (search === serializeQuery(parseQuery(window.location.search))) return;
  window.history.pushState(null, '', `${window.location.pathname}${search}`);
  window.dispatchEvent(new Event(SEARCH_CHANGE));
}
