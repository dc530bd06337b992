'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { MainNavItem } from '@/content/navigation';
import type { NavLink } from '@/content/types';
import { navMenus } from '@/components/nav-menus';
import { Logo } from '@/components/logo';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons';

type Props = { items: readonly MainNavItem[]; logIn: NavLink; register: NavLink };

const linkClass =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-900 hover:bg-slate-50';

/**
 * The navigation below the md breakpoint: a modal drawer. A native <dialog> opened with
 * showModal() makes the rest of the page inert (focus cannot leave it), closes on Escape, and
 * we return focus to the menu button. One menu section is expanded at a time.
 *
 * Built on the platform rather than Headless UI's Dialog and Disclosure: the header is on every
 * page, and those cost about 15 KB of gzipped JavaScript on each of them (npm run bench).
 */
export function MobileDrawer({ items, logIn, register }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    // The page behind a modal drawer does not scroll.
    document.documentElement.style.overflow = open ? 'hidden' : '';
  }, [open]);

  function close() {
    setOpen(false);
    setExpanded(null);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        className="-m-2 inline-flex items-center justify-center rounded-md p-2 text-slate-800 md:hidden"
      >
        <span className="sr-only">Open menu</span>
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // Escape: the browser closes the dialog; keep the state in step.
        onClose={() => open && close()}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> itself; any link inside navigates.
          const target = event.target as HTMLElement;
          if (target === event.currentTarget || target.closest('a')) close();
        }}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-none overflow-y-auto bg-transparent p-0 backdrop:bg-slate-900/40 sm:max-w-sm md:hidden"
      >
        <div className="min-h-full bg-white px-5 py-4 sm:ring-1 sm:ring-slate-900/10">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="sr-only">
              Menu
            </h2>
            <Logo />
            <button type="button" onClick={close} className="-m-2 rounded-md p-2 text-slate-800">
              <span className="sr-only">Close menu</span>
              <CloseIcon />
            </button>
          </div>
          {/* Named by the drawer's title: the bar's nav is "Main", and landmark names are unique. */}
          <nav aria-labelledby={titleId} className="mt-6 divide-y divide-slate-200">
            <ul className="space-y-1 pb-6">
              {items.map((item) => (
                <li key={item.href}>
                  {item.menu ? (
                    <MenuSection
                      label={item.label}
                      menu={navMenus[item.menu]}
                      expanded={expanded === item.menu}
                      onToggle={() => setExpanded(expanded === item.menu ? null : item.menu!)}
                    />
                  ) : (
                    <Link href={item.href} prefetch={false} className={linkClass}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <div className="space-y-2 py-6">
              <Link href={logIn.href} prefetch={false} className={linkClass}>
                {logIn.label}
              </Link>
              <Link
                href={register.href}
                prefetch={false}
                className="block rounded-lg bg-brand-700 px-3 py-2.5 text-center text-base font-semibold text-white hover:bg-brand-800"
              >
                {register.label}
              </Link>
            </div>
          </nav>
        </div>
      </dialog>
    </>
  );
}

/** One expandable menu in the drawer: a button and, when expanded, its grouped links. */
function MenuSection({
  label,
  menu,
  expanded,
  onToggle,
}: {
  label: string;
  menu: (typeof navMenus)[keyof typeof navMenus];
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        data-open={expanded ? '' : undefined}
        onClick={onToggle}
        className="group flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-900 hover:bg-slate-50"
      >
        {label}
        <ChevronDownIcon className="size-5 transition-transform group-data-[open]:rotate-180" />
      </button>
      {expanded ? (
        <div id={panelId} className="mt-1 space-y-3 pl-3">
          {menu.groups.map((group) => (
            <div key={group.title}>
              <h3 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {group.title}
              </h3>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      prefetch={false}
                      className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <Link
            href={menu.index.href}
            prefetch={false}
            className="block px-3 py-2 text-sm font-semibold text-brand-700"
          >
            {menu.index.label}
          </Link>
        </div>
      ) : null}
    </>
  );
}
