import { Link } from '@/components/link';
import { dictionary } from '@/lib/page-language';
import { ButtonLink } from './button-link';
import { LanguageLink } from './language-link';
import { Logo } from './logo';
import { MenuLinks, navItemClass } from './menu-links';
import { MobileDrawer } from './mobile-drawer';
import { NavMenu } from './nav-menu';
import { navMenus } from './nav-menus';

/** The site header: plain HTML menus that work before any script runs (see nav-menu.tsx). */
export async function SiteHeader() {
  const words = await dictionary();
  const { logInLink, mainNav, registerLink } = words.navigation;
  const menuLinks = navMenus(words);
  // The bar and the drawer show the same logo and menu links (never both at one width): one
  // element each, so the page's data carries them once.
  const logo = <Logo textClassName="md:max-lg:sr-only" />;
  const menus = {
    'business-types': <MenuLinks menu={menuLinks['business-types']} />,
    features: <MenuLinks menu={menuLinks.features} />,
  };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:px-6 md:px-4 lg:gap-4 lg:px-8">
        {logo}
        <nav aria-label={words.ui.nav.main} className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                {'menu' in item ? (
                  <NavMenu id={`menu-${item.menu}`} label={item.label}>
                    {menus[item.menu]}
                  </NavMenu>
                ) : (
                  <Link href={item.href} className={navItemClass}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageLink
            className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 lg:px-3"
            textClassName="md:max-lg:sr-only"
          />
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
          words={words.ui.nav}
          languageLink={
            <LanguageLink className="px-3 py-2.5 text-base font-medium text-slate-900" />
          }
        />
      </div>
    </header>
  );
}
