import clsx from 'clsx';
import { dictionary } from '@/lib/page-language';

/**
 * A read-only rating out of five, in the page's language for assistive technology. One element
 * that CSS paints as five stars, filled up to the rounded rating (`.stars` in
 * app/globals.css): a card shows one, so /services would otherwise carry two hundred SVGs in
 * its HTML and again in its page data. A server component.
 */
export async function Stars({ rating, className }: { rating: number; className?: string }) {
  const { ui } = await dictionary();
  return (
    <span
      role="img"
      aria-label={ui.rating(rating, 5)}
      data-filled={Math.round(rating)}
      className={clsx('stars', className)}
    />
  );
}
