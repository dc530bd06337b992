'use client';

import { island } from './island';
import { useSyncExternalStore } from 'react';
import type { OpeningHours } from '@/content/types';
import { openNowLine, openNowLines, openStatus, type OpenNowWords } from '@/lib/opening-hours';

/** Re-reads the clock every minute, so the line turns at opening and closing time. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/** The minute now, so the snapshot only changes when the answer can. */
const currentMinute = () => Math.floor(Date.now() / 60_000);

/** The dot and the sentence, in the one grid cell both the line and its stand-in take. */
function Line({ open, text, hidden }: { open: boolean; text: string; hidden?: boolean }) {
  return (
    <span
      aria-hidden={hidden || undefined}
      className={
        hidden
          ? 'invisible col-start-1 row-start-1 flex items-center gap-2'
          : 'col-start-1 row-start-1 flex items-center gap-2'
      }
    >
      <span
        aria-hidden="true"
        className={
          open ? 'size-2.5 rounded-full bg-green-600' : 'size-2.5 rounded-full bg-slate-400'
        }
      />
      {text}
    </span>
  );
}

/**
 * "Open now, until 19:00" or when it opens next, on Nairobi's clock whatever the device's
 * zone. The static HTML cannot know the time it is read, so it holds the line's room: the
 * longest line these hours can give, invisible, under the real one, which then arrives
 * without moving the page. `words` are the page's language's sentences
 * (lib/opening-hours.ts openNowWords).
 */
export const OpenNow = island(
  'OpenNow',
  function OpenNow({ hours, words }: { hours: OpeningHours; words: OpenNowWords }) {
    const minute = useSyncExternalStore(subscribe, currentMinute, () => null);
    const status = minute === null ? null : openStatus(hours, new Date(minute * 60_000));
    const longest = openNowLines(words, hours).reduce((a, b) => (b.length > a.length ? b : a));
    return (
      <p className="grid text-sm font-semibold text-slate-800">
        <Line open={false} text={longest} hidden />
        {status ? <Line open={status.open} text={openNowLine(words, status)} /> : null}
      </p>
    );
  },
);
