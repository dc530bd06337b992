import { buttonClass } from '@/components/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { Link } from '@/components/link';
import { cn } from '@/lib/cn';
import { GAP, pageHref, pageWindow } from '@/lib/pages';
import { dictionary } from '@/lib/page-language';
import { fill } from '@/lib/template';

/** At least 44 px each way, for a finger (WCAG 2.5.5). */
const target = 'min-h-11 min-w-11';

/**
 * The links between the pages of a list (lib/pages.ts): Previous, the first and last pages and
 * those around this one, Next. Plain links, so they work with JavaScript off; each number is
 * named "Page 3", and this page is text marked aria-current. Nothing when there is one page.
 */
export async function Pagination({
  path,
  current,
  count,
  className,
}: {
  /** The list's address (its page 1), in English as Link takes it. */
  path: string;
  current: number;
  count: number;
  className?: string;
}) {
  if (count <= 1) return null;
  const words = (await dictionary()).ui.pagination;
  const link = buttonClass({ variant: 'secondary', size: 'sm' }, target);
  const items = pageWindow(current, count);
  return (
    <nav aria-label={words.label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link href={pageHref(path, current - 1)} rel="prev" className={link}>
              <ChevronLeftIcon />
              {words.previous}
            </Link>
          </li>
        ) : null}
        {items.map((item, i) =>
          item === GAP ? (
            <li key={`before-${String(items[i + 1])}`} className="px-1 text-slate-600">
              …
            </li>
          ) : item === current ? (
            <li key={item}>
              <span
                aria-current="page"
                className={cn(
                  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white',
                  target,
                )}
              >
                <span className="sr-only">{fill(words.page, { page: item })}</span>
                <span aria-hidden="true">{item}</span>
              </span>
            </li>
          ) : (
            <li key={item}>
              <Link
                href={pageHref(path, item)}
                aria-label={fill(words.page, { page: item })}
                className={link}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < count ? (
          <li>
            <Link href={pageHref(path, current + 1)} rel="next" className={link}>
              {words.next}
              <ChevronRightIcon />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
