'use client';

import { useSyncExternalStore } from 'react';
import { openNowLine, openStatus, type OpenNowWords, type OpeningHours } from '@/lib/opening-hours';

/** Re-reads the clock every minute, so the line turns at opening and closing time. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/** The minute now, so the snapshot only changes when the answer can. */
const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * "Open now, until 19:00" or when it opens next, on Nairobi's clock whatever the device's
 * zone. Nothing in the static HTML, which cannot know the time it is read. `words` are the
 * page's language's sentences (lib/opening-hours.ts openNowWords).
 */
export function OpenNow({ hours, words }: { hours: OpeningHours; words: OpenNowWords }) {
  const minute = useSyncExternalStore(subscribe, currentMinute, () => null);
  if (minute === null) return null;
  const status = openStatus(hours, new Date(minute * 60_000));
  const text = openNowLine(words, status);
  return (
    <p className="inline-flex items-center gap-2 text-sm font-semibold text-slate-800">
      <span
        aria-hidden="true"
        className={
          status.open ? 'size-2.5 rounded-full bg-green-600' : 'size-2.5 rounded-full bg-slate-400'
        }
      />
      {text}
    </p>
  );
}
