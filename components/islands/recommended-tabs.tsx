'use client';

import { island } from './island';
import type { SearchEntry } from '@/lib/search-index';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { matchesText, serializeQuery } from '@/lib/search';
import { SearchableList } from './searchable-list';
import { awaitingScript, useHydrated } from './use-hydrated';
import { useSearchMatches } from './use-search-query';

type Props = {
  /** The page's search index (use-search-query.ts). */
  searchIndex: readonly SearchEntry[];
  label: string;
  tabs: readonly {
    key: string;
    label: string;
    items: readonly { id: string; content: React.ReactNode }[];
  }[];
  /** Shown in a tab the search leaves empty. */
  empty: string;
};

/** Which key moves the selection where, from `index` among `count` tabs (they wrap around). */
function keyTarget(key: string, index: number, count: number) {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Recommended businesses, one tab per category (the ARIA tabs pattern: arrow keys, Home and
 * End move between tabs; Tab leaves the list). A search opens the tab it is about ("nails"
 * opens Nail Spa) or else the first with results; the visitor's own choice of tab holds until
 * the search changes.
 *
 * Without JavaScript the tabs could not switch, so the tab list is not shown and every
 * category is listed under its own heading (the `scripting` media feature decides, so the
 * static HTML holds no hidden control and no visitor loses a listing).
 */
export const RecommendedTabs = island(
  'RecommendedTabs',
  function RecommendedTabs({ searchIndex, label, tabs, empty }: Props) {
    const { query, matches } = useSearchMatches(searchIndex);
    const search = serializeQuery(query);
    const [choice, setChoice] = useState<{ search: string; index: number } | null>(null);
    const id = useId();
    const tabList = useRef<HTMLDivElement>(null);
    const ready = useHydrated();

    const hasResults = (index: number) => tabs[index]!.items.some((item) => matches.has(item.id));
    const named = tabs.findIndex(
      (tab, i) => query.service && matchesText(query.service, [tab.label]) && hasResults(i),
    );
    const preferred =
      named >= 0
        ? named
        : Math.max(
            0,
            tabs.findIndex((_, i) => hasResults(i)),
          );
    const selectedIndex = choice?.search === search ? choice.index : preferred;

    const onKeyDown = (event: React.KeyboardEvent) => {
      const target = keyTarget(event.key, selectedIndex, tabs.length);
      if (target === null) return;
      event.preventDefault();
      setChoice({ search, index: target });
      tabList.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
    };

    return (
      <>
        <div
          ref={tabList}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-2 [@media(scripting:none)]:hidden"
        >
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              id={`${id}-tab-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={index === selectedIndex}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={index === selectedIndex ? 0 : -1}
              onClick={() => setChoice({ search, index })}
              disabled={!ready}
              {...awaitingScript(ready)}
              className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 aria-selected:bg-brand-700 aria-selected:text-white aria-selected:ring-brand-700"
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div
            key={tab.key}
            id={`${id}-panel-${tab.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${tab.key}`}
            className={cn('mt-8', index !== selectedIndex && '[@media(scripting:enabled)]:hidden')}
          >
            <h3 className="mb-4 hidden text-xl font-semibold text-slate-900 [@media(scripting:none)]:block">
              {tab.label}
            </h3>
            <SearchableList
              searchIndex={searchIndex}
              items={tab.items}
              empty={empty}
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            />
          </div>
        ))}
      </>
    );
  },
);
