'use client';

import { island } from './island';
import { useEffect } from 'react';

/** What the page tells the site framing it (public/embed.js listens for it). */
export const FRAME_HEIGHT_MESSAGE = 'miadi:height';

/**
 * In the booking widget's frame (D27): tells the page around it how tall the content with this
 * id is whenever that changes (errors shown, times appearing, a hand-over), so embed.js can size
 * the iframe and no scrollbar appears inside it. Only a height is sent, nothing the visitor
 * typed, so any parent may read it: the page cannot know which site frames it.
 */
export const FrameHeight = island('FrameHeight', function FrameHeight({ of }: { of: string }) {
  useEffect(() => {
    const element = document.getElementById(of);
    if (!element || window.parent === window) return;
    let last = 0;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, '*');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [of]);
  return null;
});
