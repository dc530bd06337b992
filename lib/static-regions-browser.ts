import type { regionContent as inHtml } from './static-regions';

/**
 * `#static-regions` in the browser. A static region is already in the page's HTML, and
 * nothing in it needs script, so the browser needs neither its content nor the words and
 * components it is made of: components/static-region.tsx keeps the HTML as it is.
 */
export const regionContent: typeof inHtml = () => null;
