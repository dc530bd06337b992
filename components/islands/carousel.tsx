import { dictionary } from '@/lib/page-language';
import { CarouselIsland } from './carousel-island';
import { carouselLabels } from './rotation-labels';

/**
 * An auto-advancing carousel of slides rendered on the server. This server part names its
 * controls in the page's language; the island (carousel-island.tsx) moves the slides.
 */
export async function Carousel(props: Omit<React.ComponentProps<typeof CarouselIsland>, 'labels'>) {
  const { ui } = await dictionary();
  const labels = carouselLabels(ui.carousel, props.label.toLowerCase(), props.slides.length);
  return <CarouselIsland {...props} labels={labels} />;
}
