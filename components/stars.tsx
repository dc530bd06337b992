import { dictionary } from '@/lib/page-language';
import { fill } from '@/lib/template';
import { StarRating } from './star-rating';

/**
 * A read-only rating out of five, named in the page's language for assistive technology. A
 * server component; a card shows one, so /services would otherwise carry two hundred SVGs in
 * its HTML and again in its page data (see StarRating).
 */
export async function Stars({ rating, className }: { rating: number; className?: string }) {
  const { ui } = await dictionary();
  return (
    <StarRating rating={rating} label={fill(ui.rating, { rating, max: 5 })} className={className} />
  );
}
