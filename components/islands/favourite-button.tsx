'use client';

import { island } from './island';
import { cn } from '@/lib/cn';
import { useSyncExternalStore } from 'react';
import { awaitingScript, useHydrated } from './use-hydrated';

/** Shared with the rest of the site: the ids of saved businesses, as a JSON array. */
const STORAGE_KEY = 'miadi:favourites';
const CHANGE = 'miadi:favourites-change';

// Where storage is blocked (some private modes), favourites last until the page closes.
let unstored: string | null = null;

function readRaw(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? unstored ?? '[]';
  } catch {
    return unstored ?? '[]';
  }
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]) {
  const raw = JSON.stringify(ids);
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    unstored = raw;
  }
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void) {
  // `storage` brings changes made in other tabs.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/**
 * The heart on a business card: a toggle button, remembered in this browser. `label` is its
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
    const saved = parse(useSyncExternalStore(subscribe, readRaw, () => '[]')).includes(id);
    const ready = useHydrated();

    function toggle() {
      const ids = parse(readRaw()).filter((other) => other !== id);
      write(saved ? ids : [...ids, id]);
    }

    return (
      <button
        type="button"
        aria-pressed={saved}
        disabled={!ready}
        {...awaitingScript(ready)}
        aria-label={label}
        onClick={toggle}
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
