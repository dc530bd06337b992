'use client';

import { useSyncExternalStore } from 'react';
import { bookingNotice } from '@/content/booking';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * On /login after Book Now (`/login?book=<id>`): names who the visitor is about to book
 * with. Nothing for an unknown id, or in the static HTML (which has no query).
 */
export function BookingNotice({ names }: { names: Record<string, string> }) {
  const id = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get('book'),
    () => null,
  );
  const name = id !== null && Object.hasOwn(names, id) ? names[id] : undefined;
  if (!name) return null;
  return (
    <p
      role="status"
      className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200"
    >
      {bookingNotice.before} <strong className="font-semibold">{name}</strong>.{' '}
      {bookingNotice.after}
    </p>
  );
}
