'use client';

import { island } from './island';
import { useSyncExternalStore, type ReactNode } from 'react';
import { zonedNow } from '@/lib/opening-hours';

/** Re-reads the clock every minute, so the deal price goes when Nairobi's day turns. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/** Today on Nairobi's clock, "YYYY-MM-DD". */
const nairobiToday = () => zonedNow(new Date(Date.now())).date;

/**
 * What shows only on a deal's days (D28, D38: a card's deal price on the day it applies). The
 * static HTML shows it for the build's day in Nairobi (`builtOn`); the browser says it again
 * for the visitor's day, as DealsToday does for a page's count of deals.
 */
export const DealToday = island(
  'DealToday',
  function DealToday({
    days,
    ends,
    builtOn,
    className,
    children,
  }: {
    /** The deal's weekdays, 0 for Sunday. */
    days: readonly number[];
    /** Its last day, "YYYY-MM-DD". */
    ends: string;
    builtOn: string;
    className?: string;
    children: ReactNode;
  }) {
    const today = useSyncExternalStore(subscribe, nairobiToday, () => builtOn);
    // The weekday of a calendar date, read in UTC so no time zone moves it.
    const day = new Date(`${today}T00:00:00Z`).getUTCDay();
    const applies = days.includes(day) && today <= ends;
    return (
      <p className={className} hidden={!applies}>
        {children}
      </p>
    );
  },
);
