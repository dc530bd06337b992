import { Link } from '@/components/link';
import { cn } from '@/lib/cn';
import { dictionary } from '@/lib/page-language';
import { fill } from '@/lib/template';

/**
 * A heading as it reads inside a sentence: its first word lower-cased when it is an ordinary
 * capitalised word ("Payments by card, M-Pesa and Apple Pay" becomes "payments by card, M-Pesa
 * and Apple Pay"); names and the rest are kept as written.
 */
function inSentence(subject: string): string {
  return subject.replace(/^\p{Lu}\p{Ll}*(?=[\s,]|$)/u, (word) => word.toLowerCase());
}

/**
 * "Learn more →", named for screen readers by what it is about ("Learn more about online
 * booking"), since a page lists several.
 */
export async function LearnMoreLink({
  href,
  subject,
  label,
  className,
}: {
  href: string;
  subject: string;
  /** The visible words, when a page has its own ("Learn More"); else the page language's. */
  label?: string;
  className?: string;
}) {
  const { ui } = await dictionary();
  return (
    <Link
      href={href}
      className={cn('text-sm font-semibold text-brand-700 hover:text-brand-900', className)}
    >
      {label ?? ui.learnMoreLink}
      <span className="sr-only">{fill(ui.learnMoreAbout, { subject: inSentence(subject) })}</span>
      <span aria-hidden="true"> →</span>
    </Link>
  );
}
