'use client';

import { island } from './island';
import { LiveText } from '@/components/live-text';
import { useSyncExternalStore } from 'react';
import { dealsTodayText, type DealTimes, type DealsTodayWords } from '@/lib/deals';
import type { Lang } from '@/lib/i18n';
import { fromMinutes, zonedNow } from '@/lib/opening-hours';

/** Re-reads the clock every minute: a deal's hours pass, and Nairobi's day turns. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/** Now on Nairobi's clock, to the minute: "2026-11-28T10:05". */
const nairobiNow = () => {
  const now = zonedNow(new Date(Date.now()));
  return `${now.date}T${fromMinutes(now.minutes)}`;
};

/**
 * How many of a page's deals apply today, and when (D38): the build writes it for its own day
 * in Nairobi; the browser says it again for the visitor's day, leaving out what has ended or
 * passed, as the deals themselves go once they end (OfferShown).
 */
export const DealsToday = island(
  'DealsToday',
  function DealsToday({
    offers,
    builtOn,
    lang,
    words,
  }: {
    offers: readonly DealTimes[];
    /** The build's day in Nairobi, "YYYY-MM-DD": what the static HTML counts. */
    builtOn: string;
    lang: Lang;
    words: DealsTodayWords;
  }) {
    const now = useSyncExternalStore(subscribe, nairobiNow, () => null);
    const [date = builtOn, time] = now ? now.split('T') : [builtOn];
    return <LiveText>{dealsTodayText(offers, date, time, lang, words)}</LiveText>;
  },
);
