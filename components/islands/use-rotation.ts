'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The static HTML is the same for everyone: the first slide, not moving yet.
    () => false,
  );
}

/**
 * The timing of every rotator and carousel (D13): advances every `interval` ms and wraps,
 * pauses while hovered or focused, and does not start on its own under reduced motion.
 * The visitor's Pause/Play choice wins over the motion preference.
 */
export function useRotation(count: number, interval: number) {
  const [index, setIndex] = useState(0);
  // Bumped when the visitor moves the slides, so the next step waits a full interval.
  const [restarts, setRestarts] = useState(0);
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const playing = choice ? choice === 'playing' : !reducedMotion;
  const running = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [running, restarts, count, interval]);

  const go = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setRestarts((n) => n + 1);
    },
    [count],
  );

  return {
    index,
    playing,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    togglePlaying: () => setChoice(playing ? 'paused' : 'playing'),
    /** Spread on the rotating region: hover and keyboard focus pause it. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
