'use client';

import clsx from 'clsx';
import { PauseIcon, PlayIcon, roundButtonClass } from '@/components/icons';

type Props = {
  playing: boolean;
  onToggle: () => void;
  /** What is rotating, for the accessible name: "Pause testimonials". */
  subject: string;
  className?: string;
};

export function PlayPauseButton({ playing, onToggle, subject, className }: Props) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${playing ? 'Pause' : 'Play'} ${subject}`}
      className={clsx(roundButtonClass, className)}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}
