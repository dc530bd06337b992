'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the static HTML and while the page hydrates, true once this island runs. Every
 * button that only script can answer is disabled until then rather than dead. A form's submit
 * button waits for it too: pressed before the script runs, the browser would send the form
 * itself, as a GET to this address, with everything typed (a password too) in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The id of the page's sentence "Available once the page has finished loading" (root layout). */
export const NEEDS_SCRIPT_ID = 'needs-script';

/**
 * What a control that only script can answer carries until its island runs: it is described
 * by the page's sentence saying so (for a visitor whose script is slow or failed to load), and
 * marked `data-pending-script`, which `npm run bench` watches to time "ready".
 */
export function awaitingScript(ready: boolean) {
  return ready ? {} : { 'data-pending-script': '', 'aria-describedby': NEEDS_SCRIPT_ID };
}
