'use client';

import { island } from './island';
import { useEffect } from 'react';
import {
  ACCENT_PARAMETER,
  accentFor,
  parseAccent,
  parseSurface,
  SURFACE_PARAMETER,
} from '@/lib/accent';

/**
 * In the booking widget's frame: the owner's accent colour from the frame's address
 * (`?accent=8b1e3f`, put there by public/embed.js from the snippet's data-accent), checked and
 * made to hold WCAG AA (lib/accent.ts) on the form's surface (`?surface=dark`, which the
 * embed layout's own script sets before the form shows), as custom properties app/widget.css gives buttons and
 * focus rings. Set through the CSSOM, which the frame's style-src does not govern; nothing is
 * stored or fetched. Anything but six hex digits leaves Miadi's own colours.
 */
export const FrameAccent = island('FrameAccent', function FrameAccent() {
  useEffect(() => {
    const address = new URLSearchParams(window.location.search);
    const asked = parseAccent(address.get(ACCENT_PARAMETER));
    if (!asked) return;
    const accent = accentFor(asked, parseSurface(address.get(SURFACE_PARAMETER)));
    const root = document.documentElement;
    root.style.setProperty('--miadi-accent', accent.used);
    root.style.setProperty('--miadi-on-accent', accent.text);
    root.style.setProperty('--miadi-accent-hover', accent.hover);
    root.style.setProperty('--miadi-on-accent-hover', accent.hoverText);
    root.setAttribute('data-accent', '');
  }, []);
  return null;
});
