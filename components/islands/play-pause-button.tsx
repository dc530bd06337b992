'use client';

import { cn } from '@/lib/cn';
import { awaitingScript, useHydrated } from './use-hydrated';

/** The round control used beside rotators and carousels. */
export const roundButtonClass =
  'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50';

const PAUSE =
  'M6 4h2.5a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm5.5 0H14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-2.5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z';
const PLAY = 'M6 4.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 6 4.5Z';

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
      {...awaitingScript(ready)}
      onClick={onToggle}
      aria-label={playing ? labels.pause : labels.play}
      className={cn(roundButtonClass, className)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d={playing ? PAUSE : PLAY} />
      </svg>
    </button>
  );
}
