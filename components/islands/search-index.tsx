'use client';

import { createContext, useContext } from 'react';
import type { SearchEntry } from '@/content/catalogue';

const SearchIndexContext = createContext<readonly SearchEntry[]>([]);

/**
 * Hands the search islands below it the compact search index, once per page: the cards are
 * server HTML, so the browser never needs the catalogue itself.
 */
export function SearchIndexProvider({
  index,
  children,
}: {
  index: readonly SearchEntry[];
  children: React.ReactNode;
}) {
  return <SearchIndexContext value={index}>{children}</SearchIndexContext>;
}

export function useSearchIndex(): readonly SearchEntry[] {
  return useContext(SearchIndexContext);
}
