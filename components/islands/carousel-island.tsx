'use client';

import { island } from './island';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { PlayPauseButton, roundButtonClass } from './play-pause-button';
import { awaitingScript, useHydrated } from './use-hydrated';
import type { CarouselLabels } from './rotation-labels';
import { useRotation } from './use-rotation';

type Props = {
  /** Accessible name of the carousel, e.g. "Testimonials". */
  label: string;
  /** Names of its controls and slides, in the page's language (see carousel.tsx). */
  labels: CarouselLabels;
  /** Slides rendered on the server; every slide is in the static HTML. */
  slides: readonly { key: string; content: React.ReactNode }[];
  interval: number;
  className?: string;
};

/** Previous or next: a round button named by its label (the arrow inside is decoration). */
function StepButton({
  label,
  ...props
}: Omit<React.ComponentProps<'button'>, 'type' | 'className' | 'aria-label'> & { label: string }) {
  return <button type="button" aria-label={label} className={roundButtonClass} {...props} />;
}

/**
 * An auto-advancing carousel (WAI-ARIA carousel pattern): slides stacked in one grid cell
 * so the height never jumps, inactive slides inert and hidden from assistive technology.
 */
export const CarouselIsland = island(
  'CarouselIsland',
  function CarouselIsland({ label, labels, slides, interval, className }: Props) {
    const { index, playing, go, next, previous, togglePlaying, pauseHandlers } = useRotation(
      slides.length,
      interval,
    );
    // Its buttons work once the island runs; until then the first slide stands still.
    const ready = useHydrated();

    return (
      <section
        aria-roledescription={labels.carousel}
        aria-label={label}
        className={className}
        {...pauseHandlers}
      >
        <div className="grid" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={labels.slides[i]}
              aria-hidden={i !== index || undefined}
              inert={i !== index}
              className={cn(
                'transition-opacity duration-500 [grid-area:1/1] motion-reduce:transition-none',
                i === index ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              {slide.content}
            </div>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <PlayPauseButton playing={playing} onToggle={togglePlaying} labels={labels} />
          <StepButton
            label={labels.previous}
            onClick={previous}
            disabled={!ready}
            {...awaitingScript(ready)}
          >
            <ChevronLeftIcon />
          </StepButton>
          <div className="flex gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => go(i)}
                disabled={!ready}
                {...awaitingScript(ready)}
                aria-label={labels.dots[i]}
                aria-current={i === index || undefined}
                className="group inline-flex size-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'block size-2.5 rounded-full transition-colors',
                    i === index ? 'bg-brand-700' : 'bg-slate-400 group-hover:bg-slate-600',
                  )}
                />
              </button>
            ))}
          </div>
          <StepButton
            label={labels.next}
            onClick={next}
            disabled={!ready}
            {...awaitingScript(ready)}
          >
            <ChevronRightIcon />
          </StepButton>
        </div>
      </section>
    );
  },
);
