/**
 * A ref for a form's result (sent, handed over, failed): focus moves to it as it appears, so
 * it is scrolled into view and read out, after a press or an Enter alike; in the widget's frame
 * the focus tells the page around it to scroll (components/islands/frame-channel.tsx). One
 * function for every result, so React calls it once per element shown, not on each render.
 */
export function focusOnShow(element: HTMLElement | null) {
  element?.focus();
}
