import type { jsonLdText as inHtml } from './json-ld';

/**
 * `#json-ld` in the browser. Structured data is for search engines, which read it in the
 * page's HTML; the browser already has it there, so it needs neither the data nor the catalogue
 * and words it is built from. Hydration leaves the script element's text as the HTML has it.
 */
export const jsonLdText: typeof inHtml = () => '';
