'use client';

import { useSyncExternalStore } from 'react';

function subscribeToMinutes(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * The time, re-read every minute so days and dates that have passed drop out of a form; null
 * in the static HTML, which cannot know when it is read.
 */
export function useNow(): Date | null {
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () => null);
  return minute === null ? null : new Date(minute * 60_000);
}
