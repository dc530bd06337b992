'use client';

import { island } from './island';
import { useState } from 'react';
import { awaitingScript, useHydrated } from './use-hydrated';
import { SelectField } from '@/components/form/fields';

type Option = { value: string; label: string };

export type TimetableFilterWords = {
  label: string;
  day: string;
  anyDay: string;
  level: string;
  anyLevel: string;
  none: string;
};

type Props = {
  words: TimetableFilterWords;
  /** The days with classes, Monday first, and the levels taught: the filters' choices. */
  days: readonly Option[];
  levels: readonly Option[];
  /** Every "day:level" the timetable has, to say when a choice matches no class. */
  taught: readonly string[];
  /** The server-rendered timetable: the whole week, which CSS narrows to the choice. */
  children: React.ReactNode;
};

/**
 * Filters over the class timetable by day and by level. The timetable is the server's markup,
 * all of it there without script; this only marks its wrapper with the choice (data-day,
 * data-level), and the timetable's own classes hide what does not match.
 */
export const TimetableFilter = island(
  'TimetableFilter',
  function TimetableFilter({ words, days, levels, taught, children }: Props) {
    const ready = useHydrated();
    const [day, setDay] = useState('');
    const [level, setLevel] = useState('');
    const matches = taught.some(
      (entry) => (!day || entry.startsWith(`${day}:`)) && (!level || entry.endsWith(`:${level}`)),
    );
    const filters = [
      {
        name: 'day',
        label: words.day,
        placeholder: words.anyDay,
        options: days,
        value: day,
        set: setDay,
      },
      {
        name: 'level',
        label: words.level,
        placeholder: words.anyLevel,
        options: levels,
        value: level,
        set: setLevel,
      },
    ];
    return (
      <div
        className="group/timetable mt-8"
        data-day={day || undefined}
        data-level={level || undefined}
      >
        <div role="group" aria-label={words.label} className="flex flex-wrap gap-4">
          {filters.map(({ set, ...filter }) => (
            <SelectField
              key={filter.name}
              {...filter}
              onChange={(event) => set(event.target.value)}
              disabled={!ready}
              {...awaitingScript(ready)}
              className="min-w-44"
            />
          ))}
        </div>
        <div role="status" aria-live="polite" className="empty:hidden">
          {matches ? null : <p className="mt-4 text-slate-700">{words.none}</p>}
        </div>
        {children}
      </div>
    );
  },
);
