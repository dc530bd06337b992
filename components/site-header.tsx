import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from '@/lib/i18n';
import { buttonClass } from './button';
import { HeartIcon } from './icons';
import { FavouritesCount } from './islands/favourites-count';
import { LanguageLink } from './language-link';
import { Link } from './link';
import { Logo } from './logo';
import { MenuLinks, navItemClass } from './menu-links';
import { MobileDrawer } from './mobile-drawer';
import { NavMenu } from './nav-menu';
import { navMenus } from './nav-menus';

/**
 * What the site header holds: plain HTML menus that work before any script runs (see
 * nav-menu.tsx). The marketing layout renders `<header>` around it.
 */
export function SiteHeaderBar({ lang }: { lang: Lang }) {
  const words = dictionaryOf(lang);
  const { logInLink, mainNav, registerLink } = words.navigation;
  const { favouritesLink } = words.favourites;
  const menuLinks = navMenus(words);
  // The bar and the drawer show the same logo and menu links (never both at one width).
  const logo = <Logo textClassName="md:max-lg:sr-only" lang={lang} />;
  const menus = {
    'business-types': <MenuLinks menu={menuLinks['business-types']} />,
    features: <MenuLinks menu={menuLinks.features} />,
  };
  return (
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
      <div className="flex items-center gap-2">
        {/* At every width: a phone reaches its saved places without opening the menu. */}
        <Link
          href={favouritesLink.href}
          title={favouritesLink.label}
          className="relative inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:text-rose-600"
        >
          <HeartIcon className="size-6" />
          <span className="sr-only">{favouritesLink.label}</span>
          <FavouritesCount lang={lang} saved={favouritesLink.saved} />
        </Link>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageLink
            lang={lang}
            className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 lg:px-3"
            textClassName="md:max-lg:sr-only"
          />
          <Link
            href={logInLink.href}
            className={buttonClass({ variant: 'ghost', size: 'bar' }, 'whitespace-nowrap')}
          >
            {logInLink.label}
          </Link>
          <Link
            href={registerLink.href}
            className={buttonClass({ size: 'sm' }, 'whitespace-nowrap lg:px-4')}
          >
            {registerLink.label}
          </Link>
        </div>
        <MobileDrawer
          items={mainNav}
          logIn={logInLink}
          register={registerLink}
          menus={menus}
          logo={logo}
          words={words.ui.nav}
          languageLink={
            <LanguageLink
              lang={lang}
              className="px-3 py-2.5 text-base font-medium text-slate-900"
            />
          }
        />
      </div>
    </div>
  );
}
