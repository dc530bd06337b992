import { ChevronDownIcon } from './icons';
import { navItemClass } from './menu-links';
import { cn } from '@/lib/cn';

/**
 * A desktop header menu: a button and an HTML popover of grouped links. The browser opens it
 * on the first click, tap or key press, with or without JavaScript, keeps one such menu open
 * at a time, closes it on Escape or a click elsewhere (focus goes back to the button), and
 * tells screen readers whether it is expanded. The panel sits under its button (CSS anchor
 * positioning; see .nav-menu-panel in globals.css).
 */
export function NavMenu({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  /** The menu's links (MenuLinks). */
  children: React.ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className={cn(navItemClass, 'group has-[+:popover-open]:text-brand-700')}
      >
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-has-[+:popover-open]:rotate-180 motion-reduce:transition-none" />
      </button>
      <div
        id={id}
        popover="auto"
        className="nav-menu-panel rounded-xl border border-slate-200 bg-white p-6 shadow-xl"
      >
        {children}
      </div>
    </>
  );
}
