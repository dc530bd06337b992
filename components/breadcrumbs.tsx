import { Link } from '@/components/link';
import type { NavLink } from '@/content/types';
import { currentLang, dictionary } from '@/lib/page-language';
import { ChevronRightIcon } from './icons';
import { JsonLd } from './json-ld';

/**
 * The trail from the home page to this page (the last link), shown to visitors and given to
 * search engines as BreadcrumbList data from the same list, so the two cannot disagree.
 */
export async function Breadcrumbs({ trail }: { trail: readonly NavLink[] }) {
  const { ui } = await dictionary();
  const lang = await currentLang();
  return (
    <>
      <nav aria-label={ui.breadcrumb} className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          {trail.map((link, index) => {
            const current = index === trail.length - 1;
            return (
              <li key={link.href} className="flex items-center gap-2">
                {index > 0 ? <ChevronRightIcon className="size-4 text-slate-400" /> : null}
                <Link
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={
                    current ? 'font-medium text-slate-900' : 'hover:text-brand-700 hover:underline'
                  }
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd of="breadcrumbs" args={[trail, lang]} />
    </>
  );
}
