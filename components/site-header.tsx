import { Link } from '@/components/link';
import { logInLink, mainNav, registerLink } from '@/content/navigation';
import { ButtonLink } from './button';
import { CloseMenuOnNavigate } from './islands/close-menu-on-navigate';
import { Logo } from './logo';
import { MenuLinks, navItemClass } from './menu-links';
import { MobileDrawer } from './mobile-drawer';
import { NavMenu } from './nav-menu';
import { navMenus } from './nav-menus';

/** The site header: plain HTML menus that work before any script runs (see nav-menu.tsx). */
export function SiteHeader() {
  // The bar and the drawer show the same logo and menu links (never both at one width): one
  // element each, so the page's data carries them once.
  const logo = <Logo textClassName="md:max-lg:sr-only" />;
  const menus = {
    'business-types': <MenuLinks menu={navMenus['business-types']} />,
    features: <MenuLinks menu={navMenus.features} />,
  };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:px-6 md:px-4 lg:gap-4 lg:px-8">
        {logo}
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                {'menu' in item ? (
                  <NavMenu id={`menu-${item.menu}`} label={item.label}>
                    {menus[item.menu]}
                  </NavMenu>
                ) : (
                  <Link href={item.href} prefetch={false} className={navItemClass}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ButtonLink
            href={logInLink.href}
            variant="ghost"
            size="sm"
            className="whitespace-nowrap px-2 lg:px-3"
          >
            {logInLink.label}
          </ButtonLink>
          <ButtonLink href={registerLink.href} size="sm" className="whitespace-nowrap lg:px-4">
            {registerLink.label}
          </ButtonLink>
        </div>
        <MobileDrawer
          items={mainNav}
          logIn={logInLink}
          register={registerLink}
          menus={menus}
          logo={logo}
        />
      </div>
      <CloseMenuOnNavigate />
    </header>
  );
}
