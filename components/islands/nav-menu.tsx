'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import Link from 'next/link';
import { ChevronDownIcon } from '@/components/icons';
import type { NavMenu as Menu } from '@/components/nav-menus';

/** A header menu: a button that opens a panel of grouped links. Group titles are headings. */
export function NavMenu({ label, menu }: { label: string; menu: Menu }) {
  return (
    <Popover className="relative">
      <PopoverButton className="group inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 data-[open]:text-brand-700 lg:px-3">
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-data-[open]:rotate-180" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 8 }}
        // Kept in the page while closed, so the menu links are in the static HTML for crawlers.
        unmount={false}
        className="z-50 w-[min(42rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-6 shadow-xl"
      >
        {({ close }) => (
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
                          onClick={() => close()}
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
              onClick={() => close()}
              className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              {menu.index.label} <span aria-hidden="true">→</span>
            </Link>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
