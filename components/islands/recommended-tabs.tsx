'use client';

import { island } from './island';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { awaitingScript, useHydrated } from './use-hydrated';

type Props = {
  label: string;
  tabs: readonly {
    key: string;
    label: string;
    /** The tab's cards, drawn on the server. */
    content: React.ReactNode;
  }[];
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
 * End move between tabs; Tab leaves the list).
 *
 * Without JavaScript the tabs could not switch, so the tab list is not shown and every
 * category is listed under its own heading (the `scripting` media feature decides, so the
 * static HTML holds no hidden control and no visitor loses a listing).
 */
export const RecommendedTabs = island(
  'RecommendedTabs',
  function RecommendedTabs({ label, tabs }: Props) {
    const [selectedIndex, setSelectedIndex] = useState(0);
    const id = useId();
    const tabList = useRef<HTMLDivElement>(null);
    const ready = useHydrated();

    const onKeyDown = (event: React.KeyboardEvent) => {
      const target = keyTarget(event.key, selectedIndex, tabs.length);
      if (target === null) return;
      event.preventDefault();
      setSelectedIndex(target);
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
              onClick={() => setSelectedIndex(index)}
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
            {tab.content}
          </div>
        ))}
      </>
    );
  },
);
