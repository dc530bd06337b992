'use client';

import { island } from './island';
import { fillCount, type Plural } from '@/lib/template';
import type { Lang } from '@/lib/i18n';
import { savedIds, useSavedRaw } from './favourites-store';

/**
 * How many listings are saved on this device, on the header's heart: a badge over the icon's
 * corner, absolutely placed so that nothing in the header moves when it appears, and the same
 * count in words for a screen reader, read after the link's name ("Favourites (2 saved)").
 * Nothing in the static HTML: the saved list is this browser's alone.
 */
export const FavouritesCount = island(
  'FavouritesCount',
  function FavouritesCount({ lang, saved }: { lang: Lang; saved: Plural }) {
    const count = savedIds(useSavedRaw()).length;
    if (!count) return null;
    return (
      <>
        <span
          aria-hidden="true"
          className="absolute right-0 top-0 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count}
        </span>
        <span className="sr-only">{fillCount(lang, saved, count)}</span>
      </>
    );
  },
);
