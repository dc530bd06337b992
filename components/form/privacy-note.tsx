import { IslandLink } from '@/components/islands/island-link';
import { cn } from '#cn';

type Props = {
  children: string;
  /** "Privacy Policy" in the page's language. */
  linkText: string;
  className?: string;
};

/** Beside a submit button: who receives what is typed and why, and where to read more. */
export function PrivacyNote({ children, linkText, className }: Props) {
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {children}{' '}
      <IslandLink href="/privacy" className="font-medium text-brand-800 underline">
        {linkText}
      </IslandLink>
    </p>
  );
}
