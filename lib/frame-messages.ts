/**
 * What the booking widget's framed page tells the page around it (D27), by `postMessage`:
 * version 1 of the shape docs/booking-widget.md describes. public/embed.js, which cannot import
 * this file, reads the same shape and makes the same sum as `scrollToShow`.
 */
export const FRAME_MESSAGE_VERSION = 1;

export type FrameMessage =
  /** The content's height in CSS pixels: the iframe should be this tall. */
  | { type: 'miadi:height'; version: 1; height: number }
  /**
   * A band of the framed page, from `top` to `bottom` CSS pixels below its top, that the
   * visitor should see: where a jump landed, or the field focus moved to.
   */
  | { type: 'miadi:scroll'; version: 1; top: number; bottom: number };

/** The message in `data` when it is one of ours, in the version this site speaks. */
export function frameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.version !== FRAME_MESSAGE_VERSION) return null;
  const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
  if (message.type === 'miadi:height' && finite(message.height) && Number(message.height) > 0) {
    return message as FrameMessage;
  }
  if (message.type === 'miadi:scroll' && finite(message.top) && finite(message.bottom)) {
    return message as FrameMessage;
  }
  return null;
}

/** Room left above a band the page scrolls to, so that it does not touch the window's edge. */
export const SCROLL_MARGIN = 24;

/**
 * How far the host page should scroll so that a band of the frame is in view, with a margin:
 * nothing if it is in view already; otherwise the least that brings it in, its top first when
 * it is taller than the window. `frameTop` is the iframe's top in the window, `viewport` the
 * window's height.
 */
export function scrollToShow(
  frameTop: number,
  band: { top: number; bottom: number },
  viewport: number,
): number {
  const top = frameTop + band.top - SCROLL_MARGIN;
  const below = frameTop + band.bottom + SCROLL_MARGIN - viewport;
  if (top < 0) return top;
  if (below > 0) return Math.min(below, top);
  return 0;
}
