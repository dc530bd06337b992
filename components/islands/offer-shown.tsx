'use client';

import { island } from './island';
import { useSyncExternalStore, type ReactNode } from 'react';
import { zonedNow } from '@/lib/opening-hours';

/** Re-reads the clock every minute, so a deal goes as Nairobi's day it ended passes. */
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/** Today on Nairobi's clock, "YYYY-MM-DD": the snapshot changes once a day. */
const nairobiToday = () => zonedNow(new Date()).date;

/**
 * A deal shown until its last day (`ends`, Nairobi) has passed (D28). The build leaves out
 * the deals that ended before it ran, so the static HTML shows this one; between builds, the
 * browser hides it once it has ended.
 */
export const OfferShown = island(
  'OfferShown',
  function OfferShown({
    ends,
    as: Tag = 'li',
    className,
    children,
  }: {
    ends: string;
    /** A list item (a price list's deal, a shelf's card) or a card's paragraph. */
    as?: 'li' | 'p';
    className?: string;
    children: ReactNode;
  }) {
    const today = useSyncExternalStore(subscribe, nairobiToday, () => null);
    return (
      <Tag className={className} data-offer-ends={ends} hidden={today !== null && today > ends}>
        {children}
      </Tag>
    );
  },
);
