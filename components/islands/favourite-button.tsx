'use client';

import { island } from './island';
import { cn } from '@/lib/cn';
import { savedIds, toggleFavourite, useSavedRaw } from './favourites-store';
import { awaitingScript, useHydrated } from './use-hydrated';

/**
 * The heart on a business card: a toggle button, remembered in this browser (favourites-store.ts) and listed on /favourites. `label` is its
 * accessible name in the page's language: "Save Glow Nail Bar to favourites".
 */
export const FavouriteButton = island(
  'FavouriteButton',
  function FavouriteButton({
    id,
    label,
    className,
  }: {
    id: string;
    label: string;
    className?: string;
  }) {
    const saved = savedIds(useSavedRaw()).includes(id);
    const ready = useHydrated();

    return (
      <button
        type="button"
        aria-pressed={saved}
        disabled={!ready}
        {...awaitingScript(ready)}
        aria-label={label}
        onClick={() => toggleFavourite(id)}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:bg-white',
          saved ? 'text-rose-600' : 'text-slate-700',
          className,
        )}
      >
        {/* Drawn by CSS (app/globals.css), filled while pressed. */}
        <span aria-hidden="true" className="heart" />
      </button>
    );
  },
);
