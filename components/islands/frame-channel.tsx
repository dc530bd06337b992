'use client';

import { island } from './island';
import { useEffect } from 'react';
import { FRAME_MESSAGE_VERSION, type FrameMessage } from '@/lib/frame-messages';

/**
 * In the booking widget's frame (D27), what the page around it needs to know, as messages
 * public/embed.js reads (lib/frame-messages.ts, docs/booking-widget.md):
 * - how tall the content with this id is whenever that changes (errors shown, times appearing,
 *   a section opened, a hand-over), so the iframe grows and shrinks with no scrollbar;
 * - where focus has gone, so the page scrolls it into view. The frame has no scroll of its
 *   own, so a jump to an #anchor in it would go nowhere: the jump opens the closed section
 *   that holds its target, moves focus there, and the page scrolls. Not when the visitor
 *   presses the control that takes focus: it is where they are looking, and a page that
 *   scrolled between press and release would take the click away from under the pointer.
 * Only sizes and positions are sent, nothing the visitor typed, so any parent may read them:
 * the page cannot know which site frames it.
 */
export const FrameChannel = island('FrameChannel', function FrameChannel({ of }: { of: string }) {
  useEffect(() => {
    const content = document.getElementById(of);
    if (!content || window.parent === window) return;
    const post = (message: FrameMessage) => window.parent.postMessage(message, '*');
    let last = 0;
    function sendHeight() {
      const height = Math.ceil(content!.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      post({ type: 'miadi:height', version: FRAME_MESSAGE_VERSION, height });
    }

    // The element last pressed with a mouse, a finger or a pen, until a key is pressed.
    let pressed: Element | null = null;
    const onPress = (event: PointerEvent) => (pressed = event.target as Element);
    const onKey = () => (pressed = null);

    function onFocus(event: FocusEvent) {
      if (!(event.target instanceof Element)) return;
      // The height first, so the page has grown before it scrolls.
      sendHeight();
      if (pressed && event.target.contains(pressed)) return;
      // A closed section's content, a jump's target, shows with its heading (the <summary>).
      const parent = event.target.parentElement;
      const shown = parent instanceof HTMLDetailsElement ? parent : event.target;
      const top = shown.getBoundingClientRect().top + window.scrollY;
      const bottom = event.target.getBoundingClientRect().bottom + window.scrollY;
      post({ type: 'miadi:scroll', version: FRAME_MESSAGE_VERSION, top, bottom });
    }

    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const target = link && document.getElementById(link.getAttribute('href')!.slice(1));
      if (!target || event.defaultPrevented) return;
      event.preventDefault();
      for (
        let open = target.closest('details');
        open;
        open = open.parentElement?.closest('details') ?? null
      ) {
        open.open = true;
      }
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
        target.tabIndex = -1;
      }
      target.focus({ preventScroll: true });
    }

    const observer = new ResizeObserver(sendHeight);
    observer.observe(content);
    content.addEventListener('focusin', onFocus);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      observer.disconnect();
      content.removeEventListener('focusin', onFocus);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [of]);
  return null;
});
