'use client';

import { useRef, useState } from 'react';
import { MenuIcon } from '@/components/icons';
import { openMenuButtonClass } from '@/components/menu-links';
import type { DrawerProps } from './mobile-drawer';

// The drawer (Headless UI Dialog and Disclosures) loads when a visitor reaches for it, not
// with every page; see lazy-nav-menu.tsx. A press made before it arrives opens it on mount.
type Loaded = typeof import('./mobile-drawer');

export function LazyMobileDrawer(props: DrawerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./mobile-drawer').then(setLoaded);
  };

  if (loaded) return <loaded.MobileDrawer {...props} openOnMount={openOnLoad} />;
  return (
    <button
      type="button"
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
      className={openMenuButtonClass}
    >
      <span className="sr-only">Open menu</span>
      <MenuIcon />
    </button>
  );
}
