'use client';

import {
  CloseButton,
  Dialog,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { MainNavItem } from '@/content/navigation';
import type { NavLink } from '@/content/types';
import { navMenus } from '@/components/nav-menus';
import { Logo } from '@/components/logo';
import { openMenuButtonClass } from '@/components/menu-links';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/icons';

export type DrawerProps = { items: readonly MainNavItem[]; logIn: NavLink; register: NavLink };

const linkClass =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-900 hover:bg-slate-50';

/** The navigation below the md breakpoint: a focus-trapped drawer that Escape closes. */
export function MobileDrawer({
  items,
  logIn,
  register,
  openOnMount,
}: DrawerProps & {
  /** Open as soon as it mounts: the visitor pressed its placeholder before it loaded. */
  openOnMount?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    // Focus first, so closing the drawer returns focus to this button.
    button.current?.focus();
    button.current?.click();
    // Only what was asked before it loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Only one menu section is expanded at a time: opening one closes the other.
  const closers = useRef(new Map<string, () => void>());
  const closeOthers = (id: string) =>
    closers.current.forEach((close, key) => {
      if (key !== id) close();
    });

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        className={openMenuButtonClass}
      >
        <span className="sr-only">Open menu</span>
        <MenuIcon />
      </button>
      <Dialog open={open} onClose={setOpen} className="md:hidden">
        <div className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 right-0 z-50 w-full overflow-y-auto bg-white px-5 py-4 sm:max-w-sm sm:ring-1 sm:ring-slate-900/10">
          <div className="flex items-center justify-between">
            <DialogTitle className="sr-only">Menu</DialogTitle>
            <Logo />
            <CloseButton className="-m-2 rounded-md p-2 text-slate-800">
              <span className="sr-only">Close menu</span>
              <CloseIcon />
            </CloseButton>
          </div>
          <nav aria-label="Main" className="mt-6 divide-y divide-slate-200">
            <ul className="space-y-1 pb-6">
              {items.map((item) => (
                <li key={item.href}>
                  {item.menu ? (
                    <Disclosure>
                      {({ close }) => (
                        <>
                          <RegisterCloser id={item.menu!} close={close} closers={closers.current} />
                          <DisclosureButton
                            onClick={() => closeOthers(item.menu!)}
                            className="group flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-900 hover:bg-slate-50"
                          >
                            {item.label}
                            <ChevronDownIcon className="size-5 transition-transform group-data-[open]:rotate-180" />
                          </DisclosureButton>
                          <DisclosurePanel className="mt-1 space-y-3 pl-3">
                            {navMenus[item.menu!].groups.map((group) => (
                              <div key={group.title}>
                                <h2 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
                                  {group.title}
                                </h2>
                                <ul>
                                  {group.links.map((link) => (
                                    <li key={link.href}>
                                      <Link
                                        href={link.href}
                                        prefetch={false}
                                        onClick={() => setOpen(false)}
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
                              href={navMenus[item.menu!].index.href}
                              prefetch={false}
                              onClick={() => setOpen(false)}
                              className="block px-3 py-2 text-sm font-semibold text-brand-700"
                            >
                              {navMenus[item.menu!].index.label}
                            </Link>
                          </DisclosurePanel>
                        </>
                      )}
                    </Disclosure>
                  ) : (
                    <Link
                      href={item.href}
                      prefetch={false}
                      onClick={() => setOpen(false)}
                      className={linkClass}
                    >
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <div className="space-y-2 py-6">
              <Link
                href={logIn.href}
                prefetch={false}
                onClick={() => setOpen(false)}
                className={linkClass}
              >
                {logIn.label}
              </Link>
              <Link
                href={register.href}
                prefetch={false}
                onClick={() => setOpen(false)}
                className="block rounded-lg bg-brand-700 px-3 py-2.5 text-center text-base font-semibold text-white hover:bg-brand-800"
              >
                {register.label}
              </Link>
            </div>
          </nav>
        </DialogPanel>
      </Dialog>
    </>
  );
}

/** Hands a Disclosure's close function to the drawer, so opening one section closes the other. */
function RegisterCloser({
  id,
  close,
  closers,
}: {
  id: string;
  close: () => void;
  closers: Map<string, () => void>;
}) {
  useEffect(() => {
    closers.set(id, close);
    return () => {
      closers.delete(id);
    };
  }, [id, close, closers]);
  return null;
}
