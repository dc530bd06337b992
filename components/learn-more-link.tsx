import Link from 'next/link';
import { learnMoreLabel } from '@/content/shared-links';
import { cn } from '#cn';

/**
 * "Learn more →", named for screen readers by what it is about ("Learn more about online
 * booking"), since a page lists several.
 */
export function LearnMoreLink({
  href,
  subject,
  label = learnMoreLabel,
  className,
}: {
  href: string;
  subject: string;
  label?: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      prefetch={false}
      className={cn('text-sm font-semibold text-brand-700 hover:text-brand-900', className)}
    >
      {label}
      <span className="sr-only"> about {subject.toLowerCase()}</span>
      <span aria-hidden="true"> →</span>
    </Link>
  );
}
