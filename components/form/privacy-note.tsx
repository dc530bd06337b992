import Link from 'next/link';
import { privacyLinkText } from '@/content/form-privacy';
import { cn } from '#cn';

/** Beside a submit button: who receives what is typed and why, and where to read more. */
export function PrivacyNote({ children, className }: { children: string; className?: string }) {
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {children}{' '}
      <Link prefetch={false} href="/privacy" className="font-medium text-brand-800 underline">
        {privacyLinkText}
      </Link>
    </p>
  );
}
