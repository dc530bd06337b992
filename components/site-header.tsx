import Link from 'next/link';
import { logInLink, mainNav, registerLink } from '@/content/navigation';
import { navMenus } from './nav-menus';
import { Logo } from './logo';
import { LazyMobileDrawer } from './islands/lazy-mobile-drawer';
import { LazyNavMenu } from './islands/lazy-nav-menu';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:px-6 md:px-4 lg:gap-4 lg:px-8">
        <Logo textClassName="md:max-lg:sr-only" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                {'menu' in item ? (
                  <LazyNavMenu label={item.label} menu={navMenus[item.menu]} />
                ) : (
                  <Link
                    href={item.href}
                    prefetch={false}
                    className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 lg:px-3"
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Link
            href={logInLink.href}
            prefetch={false}
            className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:text-brand-700 lg:px-3"
          >
            {logInLink.label}
          </Link>
          <Link
            href={registerLink.href}
            prefetch={false}
            className="whitespace-nowrap rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 lg:px-4"
          >
            {registerLink.label}
          </Link>
        </div>
        <LazyMobileDrawer items={mainNav} logIn={logInLink} register={registerLink} />
      </div>
    </header>
  );
}
