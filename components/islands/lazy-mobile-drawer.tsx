'use client';

import { MenuIcon } from '@/components/icons';
import { openMenuButtonClass } from '@/components/menu-links';
import type { DrawerProps } from './mobile-drawer';
import { useLoadOnIntent } from './use-load-on-intent';

// The drawer (Headless UI Dialog and Disclosures) loads when a visitor reaches for it, not
// with every page; see lazy-nav-menu.tsx. A press made before it arrives opens it on mount.
const importDrawer = () => import('./mobile-drawer');

export function LazyMobileDrawer(props: DrawerProps) {
  const { module, pressed, placeholderProps } = useLoadOnIntent(importDrawer);

  if (module) return <module.MobileDrawer {...props} openOnMount={pressed} />;
  return (
    <button type="button" className={openMenuButtonClass} {...placeholderProps}>
      <span className="sr-only">Open menu</span>
      <MenuIcon />
    </button>
  );
}
