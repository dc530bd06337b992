import type { NavMenu } from '@/components/nav-menus';
import { Link } from './link';

/** A link of the header bar, and the button that opens a header menu, look alike. */
export const navItemClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 lg:px-3';

/**
 * A header menu's grouped links and its index link. Group titles are headings, not links.
 * The same markup serves the mobile drawer and, from the md breakpoint, the desktop panel
 * (the two are never shown at the same width), so the page carries it in one form.
 */
export function MenuLinks({ menu }: { menu: NavMenu }) {
  return (
    <>
      <div className="space-y-3 md:grid md:grid-cols-2 md:gap-6 md:space-y-0">
        {menu.groups.map((group) => (
          <div key={group.title}>
            <h2 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:p-0">
              {group.title}
            </h2>
            <ul className="mt-1 md:mt-2 md:space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="menu-link">
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
        className="mt-3 block px-3 py-2 text-sm font-semibold text-brand-700 hover:text-brand-900 md:mt-5 md:inline-block md:p-0"
      >
        {menu.index.label}
        <span aria-hidden="true"> →</span>
      </Link>
    </>
  );
}
