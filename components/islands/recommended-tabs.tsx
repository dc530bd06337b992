'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { matchesText, serializeQuery } from '@/lib/search';
import { SearchableList } from './searchable-list';
import { useSearchMatches } from './use-search-query';

type Props = {
  label: string;
  tabs: readonly {
    key: string;
    label: string;
    items: readonly { id: string; content: React.ReactNode }[];
  }[];
  /** Shown in a tab the search leaves empty. */
  empty: string;
};

/**
 * Recommended businesses, one tab per category (arrow keys move between tabs). A search
 * opens the tab it is about ("nails" opens Nail Spa) or else the first with results; the
 * visitor's own choice of tab holds until the search changes.
 */
export function RecommendedTabs({ label, tabs, empty }: Props) {
  const { query, matches } = useSearchMatches();
  const search = serializeQuery(query);
  const [choice, setChoice] = useState<{ search: string; index: number } | null>(null);

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

  return (
    <TabGroup selectedIndex={selectedIndex} onChange={(index) => setChoice({ search, index })}>
      <TabList aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[selected]:bg-brand-700 data-[selected]:text-white data-[selected]:ring-brand-700"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-8">
        {tabs.map((tab) => (
          // unmount={false}: every tab's businesses stay in the static HTML.
          <TabPanel key={tab.key} unmount={false} className="focus-visible:outline-offset-4">
            <SearchableList
              items={tab.items}
              empty={empty}
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
