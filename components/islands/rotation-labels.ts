import type { Dictionary } from '@/content/dictionary';
import { fill } from '@/lib/template';
import type { PlayPauseLabels } from './play-pause-button';

/**
 * The words of the rotators' controls, worked out on the server from the page's dictionary:
 * a client island gets plain strings (functions cannot cross to the browser), and only those
 * of its own language.
 */
type CarouselWords = Dictionary['ui']['carousel'];

/** "Pause rotating headline" / "Play rotating headline", or those of `subject`. */
export function playPauseLabels(words: CarouselWords, subject: string): PlayPauseLabels {
  return { play: fill(words.play, { subject }), pause: fill(words.pause, { subject }) };
}

export type CarouselLabels = PlayPauseLabels & {
  /** What the carousel and each slide are called (aria-roledescription). */
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  /** Each slide's name, "2 of 3", and its dot's, "Show slide 2 of 3", in slide order. */
  slides: readonly string[];
  dots: readonly string[];
};

/** The carousel's control names for `count` slides about `subject` ("testimonials"). */
export function carouselLabels(
  words: CarouselWords,
  subject: string,
  count: number,
): CarouselLabels {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return {
    ...playPauseLabels(words, subject),
    carousel: words.roleCarousel,
    slide: words.roleSlide,
    previous: words.previous,
    next: words.next,
    slides: numbers.map((slide) => fill(words.position, { slide, count })),
    dots: numbers.map((slide) => fill(words.show, { slide, count })),
  };
}
