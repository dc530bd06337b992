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
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          strokeWidth="2"
          stroke="currentColor"
          fill={saved ? 'currentColor' : 'none'}
          className="size-5"
        >
          <path
            strokeLinejoin="round"
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.3 0 5.5 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
          />
        </svg>
      </button>
    );
  },
);
