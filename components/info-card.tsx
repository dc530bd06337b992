import { cn } from '@/lib/cn';

/** A card of a grid of points: a title, its text, and what follows it (a link, say). */
export function InfoCard({
  title,
  text,
  small,
  className,
  children,
}: {
  title: string;
  text: string;
  /** Smaller text, for cards that carry a link beneath. */
  small?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <li className={cn('flex flex-col rounded-2xl p-6 ring-1 ring-slate-200', className)}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className={cn('mt-2 flex-1 text-slate-600', small && 'text-sm')}>{text}</p>
      {children}
    </li>
  );
}
