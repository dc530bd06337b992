/**
 * The not-found boundary above every page. Every address a visitor can reach is prerendered
 * (`dynamicParams = false`), and an unknown one gets app/global-not-found.tsx, which the export
 * writes as 404.html for the host to serve. This boundary would only show for a `notFound()`
 * while a page renders, which none calls. Without this file Next puts its own 404 markup
 * (title, inline styles, text) into the page data of every page: about 0.5 KB gzip each.
 */
export default function NotFound() {
  return null;
}
