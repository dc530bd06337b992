'use client';

import { island } from './island';
import { cn } from '@/lib/cn';
import { StaticImage } from '@/components/static-image';
import type { Image as ImageData } from '@/content/types';
import { PlayPauseButton, type PlayPauseLabels } from './play-pause-button';
import { useRotation } from './use-rotation';

export type RotatingHeadlineProps = {
  before: string;
  after?: string;
  slides: readonly { word: string; image?: ImageData }[];
  interval: number;
  className?: string;
  headingClassName?: string;
  /** Rendered between the headline and the artwork: the hero's text and buttons. */
  children?: React.ReactNode;
};

type Props = RotatingHeadlineProps & {
  /** The Pause/Play button's names, in the page's language (see rotating-headline.tsx). */
  controls: PlayPauseLabels;
};

/**
 * A hero whose headline word and banner change together. Only the current word is in the
 * heading (the first one in the static HTML); images are stacked so nothing shifts.
 */
export const RotatingHeadlineIsland = island(
  'RotatingHeadlineIsland',
  function RotatingHeadlineIsland({
    before,
    after,
    slides,
    interval,
    className,
    headingClassName,
    children,
    controls,
  }: Props) {
    const { index, playing, togglePlaying, pauseHandlers } = useRotation(slides.length, interval);
    const current = slides[index] ?? slides[0];
    const images = slides.filter((slide) => slide.image);

    return (
      <div className={className} {...pauseHandlers}>
        <div>
          <h1 className={headingClassName}>
            {before}{' '}
            {/* The word that changes is the only child of its own element: a browser
                translator wraps the heading's text in <font>, and React must never have to
                place a node beside text it no longer finds where it left it. */}
            <span className="text-brand-700">
              <span key={index} className="inline-block animate-fade-in motion-reduce:animate-none">
                {current?.word}
              </span>
            </span>
            {after ? ` ${after}` : null}
          </h1>
          {children}
          <PlayPauseButton
            playing={playing}
            onToggle={togglePlaying}
            labels={controls}
            className="mt-6"
          />
        </div>
        {images.length > 0 && (
          <div className="grid">
            {slides.map((slide, i) =>
              slide.image ? (
                <StaticImage
                  key={slide.image.src}
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  priority={i === 0}
                  loading={i === 0 ? undefined : 'lazy'}
                  aria-hidden={i !== index || undefined}
                  className={cn(
                    'h-auto w-full transition-opacity duration-500 [grid-area:1/1] motion-reduce:transition-none',
                    i === index ? 'opacity-100' : 'opacity-0',
                  )}
                />
              ) : null,
            )}
          </div>
        )}
      </div>
    );
  },
);
