import clsx from 'clsx';
import { dictionary } from '@/lib/page-language';

/**
 * A read-only star rating with its value as text for assistive technology, in the page's
 * language. A server component.
 */
export async function Stars({
  rating,
  max = 5,
  className,
}: {
  rating: number;
  max?: number;
  className?: string;
}) {
  const { ui } = await dictionary();
  return (
    <span
      role="img"
      aria-label={ui.rating(rating, max)}
      className={clsx('inline-flex gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={clsx('size-4', i < Math.round(rating) ? 'fill-amber-500' : 'fill-slate-300')}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </span>
  );
}
