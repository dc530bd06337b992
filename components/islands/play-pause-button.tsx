'use client';

import clsx from 'clsx';
import { PauseIcon, PlayIcon, roundButtonClass } from '@/components/icons';
import { useHydrated } from './use-hydrated';

/** The button's accessible names, in the page's language: "Pause testimonials", "Play …". */
export type PlayPauseLabels = { play: string; pause: string };

type Props = {
  playing: boolean;
  onToggle: () => void;
  labels: PlayPauseLabels;
  className?: string;
};

export function PlayPauseButton({ playing, onToggle, labels, className }: Props) {
  const ready = useHydrated();
  return (
    <button
      type="button"
      disabled={!ready}
      onClick={onToggle}
      aria-label={playing ? labels.pause : labels.play}
      className={clsx(roundButtonClass, className)}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}
