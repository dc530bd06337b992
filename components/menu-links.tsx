import Link from 'next/link';
import type { NavMenu } from '@/components/nav-menus';

/** The header's menu buttons, loaded (Headless UI) or not yet (components/islands/lazy-*). */
export const navMenuButtonClass =
  'group inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 data-[open]:text-brand-700 lg:px-3';

export const openMenuButtonClass =
  '-m-2 inline-flex items-center justify-center rounded-md p-2 text-slate-800 md:hidden';

/** A header menu's grouped links and its index link. Group titles are headings, not links. */
export function MenuLinks({ menu, onNavigate }: { menu: NavMenu; onNavigate?: () => void }) {
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        {menu.groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {group.title}
            </h2>
            <ul className="mt-2 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    onClick={onNavigate}
                    className="block rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Link
        href={menu.index.href}
        prefetch={false}
        onClick={onNavigate}
        className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {menu.index.label} <span aria-hidden="true">→</span>
      </Link>
    </>
  );
}
