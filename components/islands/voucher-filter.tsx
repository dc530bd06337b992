'use client';

import { useEffect, useRef, useState } from 'react';
import { island } from './island';
import { awaitingScript, useHydrated } from './use-hydrated';
import { SelectField } from '@/components/form/fields';
import { fillCount } from '@/lib/template';
import type { Lang } from '@/lib/i18n';

type Option = { value: string; label: string };

export type VoucherFilterWords = {
  legend: string;
  area: string;
  trade: string;
  all: string;
  shown: { one: string; other: string };
};

type Props = {
  lang: Lang;
  words: VoucherFilterWords;
  /** The areas and categories the listed places are in: the filters' choices. */
  areas: readonly Option[];
  categories: readonly Option[];
  /** The server-rendered list, every place in it, each item marked data-area and data-categories. */
  children: React.ReactNode;
};

/**
 * Filters over /gift-vouchers' list by area and category. The list is the server's markup, all
 * of it there without script; this hides the items that do not match (the `hidden` property,
 * set through the DOM) and says how many are shown.
 */
export const VoucherFilter = island(
  'VoucherFilter',
  function VoucherFilter({ lang, words, areas, categories, children }: Props) {
    const ready = useHydrated();
    const list = useRef<HTMLDivElement>(null);
    const [area, setArea] = useState('');
    const [category, setCategory] = useState('');
    const [shown, setShown] = useState<number | null>(null);

    useEffect(() => {
      const items = list.current?.querySelectorAll<HTMLElement>('[data-area]') ?? [];
      let count = 0;
      for (const item of items) {
        const match =
          (!area || item.dataset.area === area) &&
          (!category || (item.dataset.categories ?? '').split(' ').includes(category));
        item.hidden = !match;
        if (match) count += 1;
      }
      setShown(area || category ? count : null);
    }, [area, category]);

    const filters = [
      { name: 'area', label: words.area, options: areas, value: area, set: setArea },
      {
        name: 'category',
        label: words.trade,
        options: categories,
        value: category,
        set: setCategory,
      },
    ];
    return (
      <div className="mt-8">
        <div role="group" aria-label={words.legend} className="flex flex-wrap gap-4">
          {filters.map(({ set, ...filter }) => (
            <SelectField
              key={filter.name}
              {...filter}
              placeholder={words.all}
              onChange={(event) => set(event.target.value)}
              disabled={!ready}
              {...awaitingScript(ready)}
              className="min-w-44"
            />
          ))}
        </div>
        <p role="status" aria-live="polite" className="mt-4 text-slate-700 empty:hidden">
          {shown === null ? null : fillCount(lang, words.shown, shown)}
        </p>
        <div ref={list}>{children}</div>
      </div>
    );
  },
);
