import { cn } from '@/lib/cn';

type Props = {
  children: string;
  /** "Privacy Policy" in the page's language. */
  linkText: string;
  /** The Privacy Policy's address in the page's language. */
  href: string;
  className?: string;
  /** Set, the link opens in a new tab and these words say so to screen readers. */
  newTab?: string;
};

/** Beside a submit button: who receives what is typed and why, and where to read more. */
export function PrivacyNote({ children, linkText, href, className, newTab }: Props) {
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {children}{' '}
      <a
        href={href}
        className="font-medium text-brand-800 underline"
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {linkText}
        {newTab ? <span className="sr-only"> {newTab}</span> : null}
      </a>
    </p>
  );
}
