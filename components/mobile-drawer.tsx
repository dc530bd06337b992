import type { Dictionary } from '@/content/dictionary';
import type { MainNavItem } from '@/content/navigation';
import type { NavLink } from '@/content/types';
import { buttonClass } from './button';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import { Link } from './link';
import { cn } from '@/lib/cn';

/** The drawer's id; globals.css keeps the page from scrolling behind it while it is open. */
const DRAWER_ID = 'site-menu';

const rowClass =
  'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-900 hover:bg-slate-50';

/**
 * The navigation below the md breakpoint: a modal <dialog> that its button opens with an
 * invoker command, so it opens on the first tap before the page's scripts run and with
 * JavaScript off. The browser keeps focus inside it, closes it on Escape, the close button or
 * a tap on the backdrop, and returns focus to the menu button. Each menu is a <details> of
 * the same name, so opening one section closes the other.
 */
export function MobileDrawer({
  items,
  logIn,
  register,
  menus,
  logo,
  words,
  languageLink,
}: {
  items: readonly Pick<MainNavItem, 'label' | 'href' | 'menu'>[];
  logIn: NavLink;
  register: NavLink;
  /** The links of each menu (MenuLinks), as the desktop menus show them. */
  menus: Record<NonNullable<MainNavItem['menu']>, React.ReactNode>;
  /** The site's logo, as the header shows it. */
  logo: React.ReactNode;
  words: Dictionary['ui']['nav'];
  /** This page in the other language. */
  languageLink: React.ReactNode;
}) {
  return (
    <>
      <DrawerButton command="show-modal" label={words.openMenu} className="md:hidden">
        <MenuIcon />
      </DrawerButton>
      <dialog
        id={DRAWER_ID}
        aria-label={words.menuTitle}
        closedby="any"
        className="m-0 ml-auto h-full max-h-none w-full max-w-none overflow-y-auto bg-white px-5 py-4 text-slate-800 backdrop:bg-slate-900/40 sm:max-w-sm md:hidden"
      >
        <div className="flex items-center justify-between">
          {logo}
          <DrawerButton command="close" label={words.closeMenu}>
            <CloseIcon />
          </DrawerButton>
        </div>
        <nav aria-label={words.drawerLinks} className="mt-6 divide-y divide-slate-200">
          <ul className="space-y-1 pb-6">
            {items.map((item) => (
              <li key={item.href}>
                {item.menu ? (
                  <details name="site-menu-section" className="group">
                    <summary
                      className={cn(
                        rowClass,
                        'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
                      )}
                    >
                      {item.label}
                      <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
                    </summary>
                    <div className="mt-1 pl-3">{menus[item.menu]}</div>
                  </details>
                ) : (
                  <Link href={item.href} className={rowClass}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className="space-y-2 py-6">
            <Link href={logIn.href} className={rowClass}>
              {logIn.label}
            </Link>
            <Link href={register.href} className={buttonClass({ size: 'row' }, 'w-full')}>
              {register.label}
            </Link>
          </div>
          <div className="py-4">{languageLink}</div>
        </nav>
      </dialog>
    </>
  );
}

/** The icon button that opens or closes the drawer, by an invoker command (no script). */
function DrawerButton({
  command,
  label,
  className,
  children,
}: {
  command: 'show-modal' | 'close';
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      command={command}
      commandfor={DRAWER_ID}
      className={cn(
        '-m-2 inline-flex items-center justify-center rounded-md p-2 text-slate-800',
        className,
      )}
    >
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}
