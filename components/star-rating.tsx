import { cn } from '@/lib/cn';

/**
 * A read-only rating out of five: one element that CSS paints as five stars filled up to the
 * rounded rating (`.stars` in app/globals.css), named by `label` for assistive technology.
 * Server pages use Stars, which words the label; islands are handed the label.
 */
export function StarRating({
  rating,
  label,
  className,
}: {
  rating: number;
  label: string;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      data-filled={Math.round(rating)}
      className={cn('stars', className)}
    />
  );
}
