'use client';

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { MenuLinks, navMenuButtonClass } from '@/components/menu-links';
import type { NavMenu as Menu } from '@/components/nav-menus';

type Props = {
  label: string;
  menu: Menu;
  /** Take focus, and open, as soon as it mounts: what the visitor asked of its placeholder. */
  focusOnMount?: boolean;
  openOnMount?: boolean;
};

/** A header menu: a button that opens a panel of grouped links (Headless UI Popover). */
export function NavMenu({ label, menu, focusOnMount, openOnMount }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount || openOnMount) button.current?.focus();
    if (openOnMount) button.current?.click();
    // Only what was asked before it loaded; later changes are the Popover's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={navMenuButtonClass}>
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-data-[open]:rotate-180" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 8 }}
        // Kept in the page while closed, so the menu links are in the static HTML for crawlers.
        unmount={false}
        className="z-50 w-[min(42rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-6 shadow-xl"
      >
        {({ close }) => <MenuLinks menu={menu} onNavigate={() => close()} />}
      </PopoverPanel>
    </Popover>
  );
}
