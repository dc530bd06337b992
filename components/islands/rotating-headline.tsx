import { dictionary } from '@/lib/page-language';
import { RotatingHeadlineIsland, type RotatingHeadlineProps } from './rotating-headline-island';
import { playPauseLabels } from './rotation-labels';

/**
 * A hero whose headline word and banner change together. This server part names the
 * Pause/Play button in the page's language; the island (rotating-headline-island.tsx) rotates.
 */
export async function RotatingHeadline(props: RotatingHeadlineProps) {
  const { ui } = await dictionary();
  const controls = playPauseLabels(ui.carousel, ui.carousel.rotatingHeadline);
  return <RotatingHeadlineIsland {...props} controls={controls} />;
}
