'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { queryFilters, type SearchFilter } from '@/lib/search-filters';
import { searchTerm, serializeQuery, type SearchQuery } from '@/lib/search';

/*
 * The search's engine: Pagefind's index of the catalogue (docs/search.md), written to
 * /pagefind/ by scripts/search-index.mjs after the build. Nothing of it loads with the page:
 * the first search (or the search box gaining focus) loads Pagefind's script, which fetches
 * only the parts of the index a search needs, in the page's language (<html lang>).
 */

/** What this site uses of Pagefind's browser API (pagefind.app/docs/api). */
type Pagefind = {
  options(options: { bundlePath?: string }): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options: { filters?: SearchFilter }): Promise<void>;
  search(
    term: string | null,
    options: { filters?: SearchFilter; sort?: Record<string, 'asc' | 'desc'> },
  ): Promise<{ results: SearchHit[] }>;
};

/**
 * One listing found: its card is a file named by `id` (resultCardPath in lib/search-filters.ts);
 * `data()`, Pagefind's fragment, only if that file is missing.
 */
export type SearchHit = {
  id: string;
  data(): Promise<{ url: string; meta: Record<string, string | undefined> }>;
};

export type SearchOutcome =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'done'; businesses: SearchHit[]; professionals: SearchHit[] };

const IDLE: SearchOutcome = { state: 'idle' };
const SEARCHING: SearchOutcome = { state: 'searching' };
const FAILED: SearchOutcome = { state: 'failed' };

const BUNDLE = '/pagefind/';

let engine: Promise<Pagefind> | null = null;
let failures = 0;

/**
 * Pagefind's script, loaded once. Its address is fixed and outside the bundle, so the import
 * is left to the browser. A failed load is forgotten, so the next try loads it again; Chromium
 * keeps a failed import's answer for the page's life, so a retry asks by another address.
 */
export function loadSearchEngine(): Promise<Pagefind> {
  const retry = failures ? `?retry=${failures}` : '';
  engine ??= import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ `${BUNDLE}pagefind.js${retry}`
  )
    .then(async (pagefind: Pagefind) => {
      await pagefind.options({ bundlePath: BUNDLE });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      engine = null;
      failures += 1;
      throw error;
    });
  return engine;
}

/** The words and filters a search of `query` asks Pagefind for. */
function searchOf(query: SearchQuery, periods: number) {
  return { term: searchTerm(query.service) || null, filters: queryFilters(query, periods) };
}

/**
 * Fetches the parts of the index a search of `query` will need while the visitor is still
 * typing (Pagefind's documented `preload`), so pressing Enter waits only for the results' own
 * data. Does nothing until the engine has been asked for (the search box's focus); a failure
 * is left to the search itself to report.
 */
export function preloadSearch(query: SearchQuery, periods: number) {
  const { term, filters } = searchOf(query, periods);
  const words = term && wordsToPreload(term);
  if (!engine || !words) return;
  // A search asks for each kind in turn; one kind loads the `kind` filter's chunk for both.
  engine
    .then((pagefind) => pagefind.preload(words, { filters: { ...filters, kind: 'business' } }))
    .catch(() => {});
}

/** The fewest letters of the word being typed worth fetching its part of the index for. */
const PRELOAD_LETTERS = 3;

/**
 * The words of `term` whose parts of the index a search will need. Pagefind fetches, for each
 * word, the part of the index holding the words it begins (a chunk of about 12 KB at 2,750
 * listings); the first letter or two of the word still being typed begin words of other parts,
 * which the finished word would not use, so that word waits for its third letter.
 */
function wordsToPreload(term: string): string {
  const words = term.split(' ');
  if (words.at(-1)!.length < PRELOAD_LETTERS) words.pop();
  return words.join(' ');
}

/** Outcomes by search (its query string), shared by every island that shows one. */
const outcomes = new Map<string, SearchOutcome>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(key: string, outcome: SearchOutcome) {
  outcomes.set(key, outcome);
  for (const listener of listeners) listener();
}

/** What `query` finds, businesses and professionals apart. */
export async function searchFor(query: SearchQuery, periods: number) {
  const pagefind = await loadSearchEngine();
  const { term, filters } = searchOf(query, periods);
  // Lowest price first when asked; else words are ranked by how well they match, and a search
  // by area, day or time alone by the ranking score the pages order by (docs/ranking.md).
  const sort: Record<string, 'asc' | 'desc'> | undefined =
    query.sort === 'price' ? { price: 'asc' } : term ? undefined : { rank: 'desc' };
  const find = async (kind: 'business' | 'professional') =>
    (await pagefind.search(term, { filters: { ...filters, kind }, sort })).results;
  const [businesses, professionals] = await Promise.all([find('business'), find('professional')]);
  return { businesses, professionals };
}

async function run(key: string, query: SearchQuery, periods: number) {
  publish(key, SEARCHING);
  try {
    publish(key, { state: 'done', ...(await searchFor(query, periods)) });
  } catch (error) {
    console.error('The search failed.', error);
    publish(key, FAILED);
  }
}

/**
 * The outcome of `query`, searched once per page however many islands ask. `periods` is the
 * catalogue's most opening periods in a day (lib/search-filters.ts), handed down by the page.
 */
export function useSearchOutcome(query: SearchQuery, periods: number): SearchOutcome {
  const key = serializeQuery(query);
  const outcome = useSyncExternalStore(
    subscribe,
    () => (key ? (outcomes.get(key) ?? SEARCHING) : IDLE),
    () => IDLE,
  );
  useEffect(() => {
    if (key && !outcomes.has(key)) void run(key, query, periods);
  }, [key, query, periods]);
  return outcome;
}

/** Searches `query` again after a failure (a lost connection, say). */
export function retrySearch(query: SearchQuery, periods: number) {
  void run(serializeQuery(query), query, periods);
}
