'use client';

import { useSyncExternalStore } from 'react';

/*
 * The listings saved with a card's heart, kept in this browser only (localStorage): the ids of
 * saved listings, as a JSON array. The heart (favourite-button.tsx) writes it; the favourites
 * page (favourites-list.tsx) reads it. Nothing of it is ever sent.
 */

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
 * The saved ids, oldest first, as a string that stays the same while they do (what
 * useSyncExternalStore compares); `null` in the static HTML and while the page hydrates.
 */
export function useSavedRaw(): string | null {
  return useSyncExternalStore(subscribe, readRaw, () => null);
}

export function savedIds(raw: string | null): string[] {
  return raw === null ? [] : parse(raw);
}

/** Saves `id`, or forgets it if it is saved. */
export function toggleFavourite(id: string) {
  const ids = parse(readRaw());
  write(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
}
