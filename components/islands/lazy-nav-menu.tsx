'use client';

import { ChevronDownIcon } from '@/components/icons';
import { MenuLinks, navMenuButtonClass } from '@/components/menu-links';
import type { NavMenu as Menu } from '@/components/nav-menus';
import { useLoadOnIntent } from './use-load-on-intent';

// Headless UI (the Popover and its positioning) is about 36 KB of gzipped JavaScript. Every
// page has the header, and most visits never open a menu, so it loads when a visitor reaches
// for one: on hover, focus or touch. A click made before it arrives is replayed on mount.
const importNavMenu = () => import('./nav-menu');

export function LazyNavMenu({ label, menu }: { label: string; menu: Menu }) {
  const { module, focused, pressed, placeholderProps } = useLoadOnIntent(importNavMenu);

  if (module) {
    return (
      <module.NavMenu label={label} menu={menu} openOnMount={pressed} focusOnMount={focused} />
    );
  }
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={false}
        className={navMenuButtonClass}
        {...placeholderProps}
      >
        {label}
        <ChevronDownIcon className="size-4" />
      </button>
      {/* The links are in the static HTML for crawlers and visitors without JavaScript. */}
      <div hidden>
        <MenuLinks menu={menu} />
      </div>
    </div>
  );
}
