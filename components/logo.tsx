import { cn } from '@/lib/cn';
import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from '@/lib/i18n';
import { fill } from '@/lib/template';
import { Link } from './link';

/** The brand, a link to the home page in the page's language. */
export function Logo({
  className,
  textClassName,
  tone = 'dark',
  lang,
}: {
  className?: string;
  /** Classes for the brand name, e.g. to hide it visually where space is short. */
  textClassName?: string;
  tone?: 'dark' | 'light';
  lang: Lang;
}) {
  const { site, ui } = dictionaryOf(lang);
  const name = site.site.name;
  return (
    <Link
      href="/"
      aria-label={fill(ui.logoLabel, { name })}
      className={cn(
        'inline-flex items-center gap-2 text-xl font-bold tracking-tight',
        tone === 'dark' ? 'text-slate-900' : 'text-white',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <rect
          x="8"
          y="9"
          width="16"
          height="15"
          rx="2.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
        />
        <path d="M8 14h16M12 7v4M20 7v4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path
          d="m12.5 19 2.5 2.5 4.5-4.5"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={textClassName}>{name}</span>
    </Link>
  );
}
