'use client';

import { useEffect } from 'react';

/**
 * The header's menus are an HTML popover and a dialog that the browser opens without script.
 * Once the page is hydrated, a link followed from one of them changes the page without
 * reloading it, and the header stays: so close the menu that held the link.
 */
export function CloseMenuOnNavigate() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const popover = link.closest<HTMLElement>('[popover]');
      if (popover?.matches(':popover-open')) popover.hidePopover();
      link.closest('dialog')?.close();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
