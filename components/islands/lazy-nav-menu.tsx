'use client';

import { useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { MenuLinks, navMenuButtonClass } from '@/components/menu-links';
import type { NavMenu as Menu } from '@/components/nav-menus';

// Headless UI (the Popover and its positioning) is about 36 KB of gzipped JavaScript. Every
// page has the header, and most visits never open a menu, so it loads when a visitor reaches
// for one: on hover, focus or touch. A click made before it arrives is replayed on mount.
type Loaded = typeof import('./nav-menu');

export function LazyNavMenu({ label, menu }: { label: string; menu: Menu }) {
  const [loaded, setLoaded] = useState<{ module: Loaded; focused: boolean } | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./nav-menu').then((module) =>
      // Whether the visitor is on the placeholder now, so focus moves to the real button.
      setLoaded({ module, focused: document.activeElement === placeholder.current }),
    );
  };

  if (loaded) {
    return (
      <loaded.module.NavMenu
        label={label}
        menu={menu}
        openOnMount={openOnLoad}
        focusOnMount={loaded.focused}
      />
    );
  }
  return (
    <div className="relative">
      <button
        ref={placeholder}
        type="button"
        aria-expanded={false}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => {
          setOpenOnLoad(true);
          load();
        }}
        className={navMenuButtonClass}
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
