'use client';

import Link from 'next/link';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import type { NavMenu as Menu } from '@/components/nav-menus';

/**
 * A header menu: a button that shows a panel of grouped links below it (the disclosure
 * navigation pattern). Group titles are headings. The panel follows the button in the tab
 * order; Escape closes it and returns focus to the button; a click elsewhere or focus moving
 * away closes it too.
 *
 * Built on the platform rather than Headless UI's Popover: the header is on every page, and
 * Popover (with its positioning engine) cost about 28 KB of gzipped JavaScript on each of them
 * (npm run bench), more than the whole budget above the framework.
 */
export function NavMenu({ label, menu }: { label: string; menu: Menu }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // Keep the panel inside the viewport: shift it left when it would overflow on the right.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.style.translate = '';
    const overflow = element.getBoundingClientRect().right - (window.innerWidth - 16);
    if (overflow > 0) element.style.translate = `${-overflow}px 0`;
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Focus moved to another control (Tab): close. A click on nothing focusable gives no
        // relatedTarget; the pointerdown listener decides those.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen(!open)}
        className="group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 data-[open]:text-brand-700"
      >
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-data-[open]:rotate-180" />
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="absolute left-0 top-full z-50 mt-2 w-[min(42rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-6 shadow-xl"
        >
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
                        onClick={() => setOpen(false)}
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
            onClick={() => setOpen(false)}
            className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {menu.index.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
      ) : null}
    </div>
  );
}
