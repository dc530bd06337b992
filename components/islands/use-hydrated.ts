'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the static HTML and while the page hydrates, true once this island runs. Pages
 * paint before their scripts run (scripts/paint-first.mjs), so every button that only script
 * can answer is disabled until then rather than dead. A form's submit button waits for it
 * too: pressed before the script runs, the browser would send the form itself, as a GET to
 * this address, with everything typed (a password too) in the URL and nothing kept on the
 * page that comes back.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
